import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signedInAdminAndMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

describe("GET/PUT /api/account/tour", () => {
  it("starts without a status, records completion, and a later skip does not undo it", async () => {
    const { client } = await signedInMember(ctx);
    const initial = await client.get("/api/account/tour");
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ status: null });

    const completed = await client.put("/api/account/tour", { status: "completed" });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ status: "completed" });

    expect((await client.put("/api/account/tour", { status: "skipped" })).json()).toEqual({
      status: "completed",
    });
    expect((await client.get("/api/account/tour")).json()).toEqual({ status: "completed" });
  });

  it("records a skipped tour, which a later completion replaces", async () => {
    const { client } = await signedInMember(ctx);
    expect((await client.put("/api/account/tour", { status: "skipped" })).json()).toEqual({
      status: "skipped",
    });
    expect((await client.get("/api/account/tour")).json()).toEqual({ status: "skipped" });
    expect((await client.put("/api/account/tour", { status: "completed" })).json()).toEqual({
      status: "completed",
    });
  });

  it("records a started tour as an answer, which skipping or finishing replaces but a second start does not", async () => {
    const { client } = await signedInMember(ctx);
    expect((await client.put("/api/account/tour", { status: "started" })).json()).toEqual({
      status: "started",
    });
    expect((await client.get("/api/account/tour")).json()).toEqual({ status: "started" });
    expect((await client.put("/api/account/tour", { status: "skipped" })).json()).toEqual({
      status: "skipped",
    });
    expect((await client.put("/api/account/tour", { status: "started" })).json()).toEqual({
      status: "skipped",
    });
    expect((await client.put("/api/account/tour", { status: "completed" })).json()).toEqual({
      status: "completed",
    });
    expect((await client.put("/api/account/tour", { status: "started" })).json()).toEqual({
      status: "completed",
    });
  });

  it("keeps each member's status apart, the admin's included", async () => {
    const { admin, member } = await signedInAdminAndMember(ctx);
    await member.client.put("/api/account/tour", { status: "completed" });
    expect((await admin.client.get("/api/account/tour")).json()).toEqual({ status: null });
    const other = await signedInMember(ctx);
    expect((await other.client.get("/api/account/tour")).json()).toEqual({ status: null });
  });

  it("refuses anything but started, completed or skipped, and changes nothing", async () => {
    const { client } = await signedInMember(ctx);
    for (const body of [{}, { status: "done" }, { status: null }, { status: "completed", extra: 1 }, "x"]) {
      const response = await client.put("/api/account/tour", body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("message");
    }
    expect((await client.get("/api/account/tour")).json()).toEqual({ status: null });
  });

  it("answers 401 to visitors", async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get("/api/account/tour")).statusCode).toBe(401);
    expect((await visitor.put("/api/account/tour", { status: "completed" })).statusCode).toBe(401);
  });
});
