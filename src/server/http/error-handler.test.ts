import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../test/test-database";
import { registerErrorHandler } from "./error-handler";

let database: DatabaseHandle;
let app: FastifyInstance;
const logged: { level: number; msg: string; err?: unknown }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table named_things (name text primary key, size int check (size > 0))`,
  );
  app = Fastify({
    logger: {
      level: "info",
      stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
    },
  });
  registerErrorHandler(app);
  // Each route runs a statement PostgreSQL refuses because of the value it was given.
  app.get("/date", () => database.db.execute(sql`select ${"2026-02-30"}::timestamptz`));
  app.get("/int", () => database.db.execute(sql`select ${"9999999999"}::int`));
  app.get("/duplicate", async () => {
    await database.db.execute(sql`insert into named_things values ('a', 1) on conflict do nothing`);
    return database.db.execute(sql`insert into named_things values ('a', 1)`);
  });
  app.get("/check", () => database.db.execute(sql`insert into named_things values ('b', -1)`));
  app.get("/crash", () => database.db.execute(sql`select * from no_such_table`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("database errors caused by input", () => {
  it("answers a data exception (class 22) with 400", async () => {
    for (const url of ["/date", "/int"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: "A value in the request is out of range or malformed." });
    }
  });

  it("answers a unique violation with 409 and another constraint (class 23) with 400", async () => {
    const duplicate = await app.inject("/duplicate");
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: "That conflicts with a record that already exists." });
    const check = await app.inject("/check");
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toMatch(/breaks a rule of the data/);
  });

  it("logs those without a stack trace, and still answers any other database error with a 500", async () => {
    const refusals = logged.filter((entry) => entry.msg === "request refused by a database rule");
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    expect(refusals.every((entry) => entry.level === 30 && entry.err === undefined)).toBe(true);
    const crash = await app.inject("/crash");
    expect(crash.statusCode).toBe(500);
    expect(crash.json().message).toMatch(/Something went wrong/);
  });
});
