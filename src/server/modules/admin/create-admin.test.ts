import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../../scripts/build.mjs";
import { databaseDriver, openDatabase } from "../../db/client";
import { adminAuditLog, users } from "../../db/schema";
import { insertUser } from "../../db/seed/factories";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { createAdmin, describeCreateAdmin } from "./create-admin";
import { createAdminSocketPath, serveCreateAdmin } from "./create-admin-socket";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const userByEmail = async (email: string) =>
  (await ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe("createAdmin (npm run create-admin)", () => {
  it("creates a verified admin with a one-time password that signs in to the admin area", async () => {
    const result = await createAdmin(ctx.db, "  First.Admin@Example.TEST ");
    expect(result).toMatchObject({ outcome: "created", email: "first.admin@example.test" });
    const row = await userByEmail("first.admin@example.test");
    expect(row).toMatchObject({ role: "admin", isActive: true, firstName: "First", lastName: "Admin" });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    if (result.outcome !== "created") throw new Error("expected a new account");
    expect(result.password.length).toBeGreaterThanOrEqual(20);
    expect(describeCreateAdmin(result)).toContain(`Its password is: ${result.password}`);

    const client = new TestClient(ctx.app, { ip: "10.9.0.1" });
    const login = await client.post("/api/auth/login", {
      email: "first.admin@example.test",
      password: result.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe("admin");
    expect((await client.get("/api/admin/stats")).statusCode).toBe(200);
    const [entry] = await ctx.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "user.create",
      adminId: row?.id,
      details: { via: "npm run create-admin" },
    });
  });

  it("promotes an existing unverified, deactivated member, keeping their password", async () => {
    const member = await insertUser(ctx.db, { emailVerifiedAt: null, isActive: false });
    const result = await createAdmin(ctx.db, member.email.toUpperCase());
    expect(result).toEqual({ outcome: "promoted", userId: member.id, email: member.email });
    expect(describeCreateAdmin(result)).toBe(
      `${member.email} is now an admin (account active, e-mail marked verified). Sign in with its usual password.`,
    );
    const row = await userByEmail(member.email);
    expect(row).toMatchObject({ role: "admin", isActive: true, passwordHash: member.passwordHash });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    expect(await createAdmin(ctx.db, member.email)).toEqual({
      outcome: "unchanged",
      userId: member.id,
      email: member.email,
    });
  });

  it("refuses an invalid address and a deleted account", async () => {
    await expect(createAdmin(ctx.db, "not-an-address")).rejects.toThrow(
      '"not-an-address" is not a valid e-mail address.',
    );
    const deleted = await insertUser(ctx.db, { deletedAt: new Date() });
    await expect(createAdmin(ctx.db, deleted.email)).rejects.toThrow("was deleted");
  });
});

describe("the create-admin command, compiled as npm run build compiles it (no tsx)", () => {
  it("creates the admin in the database the environment names and prints what it did", async () => {
    const driver = databaseDriver(ctx.db);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-create-admin-"));
    // Built into a folder of its own (inside the checkout, so the bundle finds node_modules), so
    // parallel test runs never rebuild dist/server under each other.
    fs.mkdirSync(path.join(ROOT, "dist"), { recursive: true });
    const buildDir = fs.mkdtempSync(path.join(ROOT, "dist", "create-admin-test-"));
    const outdir = path.join(buildDir, "server");
    const cli = path.join(outdir, "create-admin.js");
    const env = {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: driver.kind === "postgres" ? driver.connectionString : "",
    };
    try {
      await buildServer(ROOT, outdir);
      const { stdout } = await run(process.execPath, [cli, "owner@new-install.test"], { env });
      expect(stdout).toContain("Created the admin account owner@new-install.test (e-mail marked verified).");
      const usage = await run(process.execPath, [cli], { env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(usage).toMatchObject({ code: 2, stderr: "Usage: npm run create-admin -- <email>\n" });

      // While a server runs on the embedded database, the command asks it through its socket.
      const stopSocket = await serveCreateAdmin(ctx.db, dataDir);
      try {
        const embeddedEnv = { ...env, DATABASE_URL: "" };
        const asked = await run(process.execPath, [cli, "second@running-server.test"], { env: embeddedEnv });
        expect(asked.stdout).toContain("Created the admin account second@running-server.test");
        expect((await userByEmail("second@running-server.test"))?.role).toBe("admin");
        const refused = await run(process.execPath, [cli, "not-an-address"], { env: embeddedEnv }).catch(
          (error: { code: number; stderr: string }) => error,
        );
        expect(refused).toMatchObject({
          code: 1,
          stderr: 'create-admin failed: "not-an-address" is not a valid e-mail address.\n',
        });
      } finally {
        await stopSocket?.();
      }
      expect(fs.existsSync(createAdminSocketPath(dataDir))).toBe(false);

      const database =
        driver.kind === "postgres" ? { db: ctx.db, close: async () => {} } : await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, "owner@new-install.test"));
        expect(row?.role).toBe("admin");
        expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  }, 120_000);
});
