import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema";
import { ADMIN_ROUTES, adminTestClients } from "../../test/helpers/admin-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("admin access", () => {
  it("answers 401 to a visitor and 403 to a member on every route, and changes nothing", async () => {
    const { member, visitor } = await adminTestClients(ctx);
    for (const route of ADMIN_ROUTES) {
      const asVisitor = await visitor.request(route.method, route.url, route.body);
      expect(asVisitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(asVisitor.json()).toEqual({ message: "Sign in to continue." });
      const asMember = await member.client.request(route.method, route.url, route.body);
      expect(asMember.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asMember.json()).toEqual({ message: "Only administrators can do that." });
    }
    const [row] = await ctx.db.select({ total: count() }).from(adminAuditLog);
    expect(row?.total).toBe(0);
  });

  it("refuses a mutation without a same-origin Origin header", async () => {
    const { admin } = await adminTestClients(ctx);
    const response = await admin.client.patch(
      "/api/admin/users/1/status",
      { isActive: true },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
  });
});
