import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 3 });
});
afterAll(() => ctx.close());

describe("sign-in and registration are rate-limited", () => {
  it("limits failed sign-ins on one account across client addresses (twice the allowance a minute) with 429 and a clear message", async () => {
    const email = "target@example.com";
    for (let i = 0; i < 6; i++) {
      const response = await new TestClient(ctx.app, { ip: `10.0.0.${i + 1}` }).post("/api/auth/login", {
        email,
        password: "guess-number-x",
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await new TestClient(ctx.app, { ip: "10.0.0.99" }).post("/api/auth/login", {
      email,
      password: "guess-number-x",
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    // Another account from a fresh address is unaffected.
    const other = await new TestClient(ctx.app, { ip: "10.0.0.100" }).post("/api/auth/login", {
      email: "someone-else@example.com",
      password: "guess-number-x",
    });
    expect(other.statusCode).toBe(401);
  });

  it("limits attempts from one client address across accounts, registration included", async () => {
    const client = new TestClient(ctx.app, { ip: "192.0.2.7" });
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const response = await client.post("/api/auth/register", {
        email: `flood${i}@example.com`,
        password: "violet-harbor-42",
        firstName: "F",
        lastName: "L",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 15).every((status) => status === 201)).toBe(true);
    expect(statuses[15]).toBe(429);
    const created = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(created[0]?.n).toBe(15);
  });
});
