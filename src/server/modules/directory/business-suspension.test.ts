import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBusiness, Business } from "../../../shared/contracts/directory";
import { adminAuditLog, businesses } from "../../db/schema";
import { businessActors, insertTestBusiness } from "../../test/helpers/directory-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let actors: Awaited<ReturnType<typeof businessActors>>;
beforeAll(async () => {
  ctx = await createTestApp();
  actors = await businessActors(ctx);
});
afterAll(() => ctx.close());

const stored = async (id: number) => (await ctx.db.select().from(businesses).where(eq(businesses.id, id)))[0];

async function adminList(filter: string) {
  const response = await actors.admin.client.get(`/api/admin/businesses?filter=${filter}&limit=50`);
  expect(response.statusCode).toBe(200);
  return (response.json().businesses as AdminBusiness[]).map((business) => business.id);
}

describe("an admin's suspension (issue 18, finding 5)", () => {
  it("hides the business from everyone but the owner and admins; the owner's isActive cannot undo it", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const detailUrl = `/api/businesses/slug/${business.slug}`;
    const suspended = await actors.admin.client.patch(`/api/admin/businesses/${business.id}/status`, {
      isSuspended: true,
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ id: business.id, isSuspended: true, isActive: true });
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, "business.status"), eq(adminAuditLog.targetId, String(business.id))),
      );
    expect(audit.map((entry) => [entry.adminId, entry.details])).toEqual([
      [actors.admin.user.id, { isSuspended: true }],
    ]);

    // The attack: the owner switches the business back on.
    const reactivated = await actors.owner.client.patch(`/api/businesses/${business.id}`, { isActive: true });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({ isActive: true, isSuspended: true });
    const lifted = await actors.owner.client.patch(`/api/businesses/${business.id}`, { isSuspended: false });
    expect(lifted.statusCode).toBe(400);
    expect((await stored(business.id))?.isSuspended).toBe(true);

    expect((await actors.visitor.get(detailUrl)).statusCode).toBe(404);
    expect((await actors.member.client.get(detailUrl)).statusCode).toBe(404);
    expect((await actors.member.client.get(`/api/businesses/${business.id}/reviews`)).statusCode).toBe(404);
    const directory = (
      await actors.visitor.get(`/api/businesses?search=${encodeURIComponent(business.name)}`)
    ).json().businesses as Business[];
    expect(directory.map((row) => row.id)).not.toContain(business.id);
    expect((await actors.owner.client.get(detailUrl)).json()).toMatchObject({ isSuspended: true });
    const own = (await actors.owner.client.get("/api/user/businesses")).json() as Business[];
    expect(own.find((row) => row.id === business.id)).toMatchObject({ isSuspended: true });
    expect((await actors.admin.client.get(detailUrl)).statusCode).toBe(200);
    expect(await adminList("suspended")).toContain(business.id);

    const unsuspended = await actors.admin.client.patch(`/api/admin/businesses/${business.id}/status`, {
      isSuspended: false,
    });
    expect(unsuspended.json()).toMatchObject({ isSuspended: false });
    expect((await actors.visitor.get(detailUrl)).statusCode).toBe(200);
    expect(await adminList("suspended")).not.toContain(business.id);
  });

  it("refuses a suspension flag that is not a boolean, and the status route to members and visitors", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const url = `/api/admin/businesses/${business.id}/status`;
    const invalid = await actors.admin.client.patch(url, { isSuspended: "yes" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual([
      { path: "isSuspended", message: "Suspended status must be true or false" },
    ]);
    expect((await actors.owner.client.patch(url, { isSuspended: false })).statusCode).toBe(403);
    expect((await actors.visitor.patch(url, { isSuspended: false })).statusCode).toBe(401);
    expect((await actors.admin.client.get("/api/admin/businesses?filter=odd")).statusCode).toBe(400);
  });
});

describe("verification after an owner's edit (issue 18, finding 5)", () => {
  it.each([
    ["name", { name: "A New Name Ltd" }],
    ["website", { website: "https://elsewhere.example" }],
    ["email", { email: "new@elsewhere.example" }],
    ["phone", { phone: "(555) 999-0000" }],
  ])(
    "clears the Verified badge when the owner changes the %s, and the admin list shows it",
    async (_, change) => {
      const business = await insertTestBusiness(ctx, {
        ownerId: actors.owner.user.id,
        isVerified: true,
        website: "https://acme.example",
        email: "hello@acme.example",
        phone: "(555) 010-2000",
      });
      const response = await actors.owner.client.patch(`/api/businesses/${business.id}`, change);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...change, isVerified: false });
      expect((await stored(business.id))?.verificationClearedAt).toBeInstanceOf(Date);
      expect(await adminList("verificationCleared")).toContain(business.id);
      const listed = (
        await actors.admin.client.get("/api/admin/businesses?filter=verificationCleared&limit=50")
      )
        .json()
        .businesses.find((row: AdminBusiness) => row.id === business.id) as AdminBusiness;
      expect(listed.verificationClearedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

      // The admin decides again: the marker goes.
      const verified = await actors.admin.client.patch(`/api/admin/businesses/${business.id}/status`, {
        isVerified: true,
      });
      expect(verified.json()).toMatchObject({ isVerified: true, verificationClearedAt: null });
      expect(await adminList("verificationCleared")).not.toContain(business.id);
    },
  );

  it("keeps the badge when the owner changes other fields or sends the same identity", async () => {
    const business = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      isVerified: true,
      website: "https://acme.example",
    });
    const response = await actors.owner.client.patch(`/api/businesses/${business.id}`, {
      name: business.name,
      website: "https://acme.example",
      city: "Denver",
      description: "A longer description of what the business does.",
    });
    expect(response.json()).toMatchObject({ isVerified: true, city: "Denver" });
    expect((await stored(business.id))?.verificationClearedAt).toBeNull();
  });

  it("keeps the badge when an admin edits the identity", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id, isVerified: true });
    const byAdmin = await actors.admin.client.patch(`/api/businesses/${business.id}`, {
      name: "Admin Renamed",
    });
    expect(byAdmin.json()).toMatchObject({ name: "Admin Renamed", isVerified: true });
    const byAdminTab = await actors.admin.client.patch(`/api/admin/businesses/${business.id}`, {
      website: "https://renamed.example",
    });
    expect(byAdminTab.json()).toMatchObject({ isVerified: true, verificationClearedAt: null });
  });
});
