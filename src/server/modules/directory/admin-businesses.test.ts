import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminBusiness, BUSINESS_ERRORS } from "../../../shared/contracts/directory";
import { BUSINESS_MESSAGES, yearEstablishedMessage } from "../../../shared/rules/business-form";
import { adminAuditLog, businessEmployees, businesses } from "../../db/schema";
import { insertUser, uniqueToken } from "../../db/seed/factories";
import {
  ADMIN_BUSINESS_KEYS,
  businessActors,
  insertTestBusiness,
  OWNER_KEYS,
  validBusinessForm,
} from "../../test/helpers/directory-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let actors: Awaited<ReturnType<typeof businessActors>>;
beforeAll(async () => {
  ctx = await createTestApp();
  actors = await businessActors(ctx);
});
afterAll(() => ctx.close());

const ROUTES: { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; body?: unknown }[] = [
  { method: "GET", url: "/api/admin/businesses" },
  { method: "GET", url: "/api/admin/businesses/owners" },
  { method: "POST", url: "/api/admin/businesses", body: { ...validBusinessForm(), ownerId: 1 } },
  { method: "PATCH", url: "/api/admin/businesses/1", body: { name: "X" } },
  { method: "PATCH", url: "/api/admin/businesses/1/status", body: { isActive: false } },
  { method: "DELETE", url: "/api/admin/businesses/1" },
];

async function auditEntries(action: string, targetId: number) {
  return ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(targetId))));
}

describe("/api/admin/businesses access", () => {
  it("answers 401 to a visitor and 403 to a member on every route", async () => {
    for (const route of ROUTES) {
      const visitor = await actors.visitor.request(route.method, route.url, route.body);
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      const member = await actors.member.client.request(route.method, route.url, route.body);
      expect(member.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(member.json()).toEqual({ message: "Only administrators can do that." });
    }
  });
});

describe("GET /api/admin/businesses", () => {
  it("lists every business with its owner, searched on name, industry, category and description", async () => {
    const word = `adm${uniqueToken().replace("-", "")}`;
    const byName = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id, name: `Name ${word}` });
    const byDescription = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      description: `About ${word} and more`,
      isActive: false,
    });
    const response = await actors.admin.client.get(`/api/admin/businesses?search=${word}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(2);
    expect(response.json().nextCursor).toBeNull();
    const body = response.json().businesses as AdminBusiness[];
    expect(body.map((business) => business.id)).toEqual([byDescription.id, byName.id]);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(ADMIN_BUSINESS_KEYS);
    expect(Object.keys(body[0]?.owner ?? {}).sort()).toEqual(OWNER_KEYS);

    const healthcare = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Clinic ${word}`,
      industry: "Healthcare",
      category: "Healthcare Services",
    });
    const byIndustry = (
      await actors.admin.client.get(`/api/admin/businesses?search=healthcare&limit=50`)
    ).json().businesses;
    expect(byIndustry.map((business: AdminBusiness) => business.id)).toContain(healthcare.id);
    const none = await actors.admin.client.get(`/api/admin/businesses?search=%25${word}zz`);
    expect(none.json().businesses).toEqual([]);
    expect(none.json().total).toBe(0);

    const first = await actors.admin.client.get(`/api/admin/businesses?search=${word}&limit=1`);
    const cursor = first.json().nextCursor;
    expect(cursor).toBeTruthy();
    const second = await actors.admin.client.get(
      `/api/admin/businesses?search=${word}&limit=1&cursor=${cursor}`,
    );
    expect(second.json().businesses[0].id).not.toBe(first.json().businesses[0].id);
    expect((await actors.admin.client.get("/api/admin/businesses?limit=0")).statusCode).toBe(400);
  });

  it("offers active members as owners", async () => {
    const candidate = await insertUser(ctx.db, { firstName: "Pickme", lastName: "Owner" });
    await insertUser(ctx.db, { firstName: "Pickme", lastName: "Gone", isActive: false });
    const response = await actors.admin.client.get("/api/admin/businesses/owners?search=pickme");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: candidate.id,
        firstName: "Pickme",
        lastName: "Owner",
        username: candidate.username,
        email: candidate.email,
      },
    ]);
  });
});

describe("POST /api/admin/businesses", () => {
  it("creates a business for the chosen owner with the status switches, audit-logged", async () => {
    const form = {
      ...validBusinessForm(),
      ownerId: actors.owner.user.id,
      isVerified: true,
      isFeatured: true,
    };
    const response = await actors.admin.client.post("/api/admin/businesses", form);
    expect(response.statusCode).toBe(201);
    const body = response.json() as AdminBusiness;
    expect(Object.keys(body).sort()).toEqual(ADMIN_BUSINESS_KEYS);
    expect(body).toMatchObject({
      name: form.name,
      ownerId: actors.owner.user.id,
      isActive: true,
      isVerified: true,
      isFeatured: true,
      owner: { id: actors.owner.user.id, firstName: "Olive", lastName: "Owner" },
    });
    expect(await auditEntries("business.create", body.id)).toHaveLength(1);
    const team = await ctx.db
      .select()
      .from(businessEmployees)
      .where(eq(businessEmployees.businessId, body.id));
    expect(team).toMatchObject([{ userId: actors.owner.user.id, role: "owner" }]);
    const defaults = await actors.admin.client.post("/api/admin/businesses", {
      ...validBusinessForm(),
      ownerId: actors.owner.user.id,
    });
    expect(defaults.json()).toMatchObject({ isActive: true, isVerified: false, isFeatured: false });
  });

  it("answers each form rule with the spec's message and refuses an unknown owner", async () => {
    const response = await actors.admin.client.post("/api/admin/businesses", {
      name: "",
      description: "short",
      industry: "Nope",
      category: "",
      website: "nope",
      email: "nope",
      yearEstablished: 3000,
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (response.json().issues as { path: string; message: string }[]).map((issue) => [
        issue.path,
        issue.message,
      ]),
    );
    expect(messages).toEqual({
      name: BUSINESS_MESSAGES.nameRequired,
      description: BUSINESS_MESSAGES.descriptionTooShort,
      industry: BUSINESS_MESSAGES.industryRequired,
      category: BUSINESS_MESSAGES.categoryRequired,
      website: BUSINESS_MESSAGES.invalidUrl,
      email: BUSINESS_MESSAGES.invalidEmail,
      yearEstablished: yearEstablishedMessage(),
      ownerId: BUSINESS_MESSAGES.ownerRequired,
    });
    const zero = await actors.admin.client.post("/api/admin/businesses", {
      ...validBusinessForm(),
      ownerId: 0,
    });
    expect(zero.json().issues).toEqual([{ path: "ownerId", message: BUSINESS_MESSAGES.ownerRequired }]);
    const unknown = await actors.admin.client.post("/api/admin/businesses", {
      ...validBusinessForm(),
      ownerId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: BUSINESS_ERRORS.ownerNotFound });
  });
});

describe("PATCH /api/admin/businesses/{id} and /status, DELETE", () => {
  it("edits any field and the owner, toggles status, deletes; each audit-logged; 404 for missing ids", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const url = `/api/admin/businesses/${business.id}`;
    const edited = await actors.admin.client.patch(url, {
      name: "Edited by admin",
      isFeatured: true,
      ownerId: actors.member.user.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Edited by admin",
      isFeatured: true,
      ownerId: actors.member.user.id,
      owner: { id: actors.member.user.id },
    });
    const team = await ctx.db
      .select()
      .from(businessEmployees)
      .where(eq(businessEmployees.businessId, business.id));
    expect(team.find((row) => row.userId === actors.member.user.id)?.role).toBe("owner");
    expect(await auditEntries("business.update", business.id)).toHaveLength(1);

    const invalid = await actors.admin.client.patch(url, { description: "tiny" });
    expect(invalid.json().issues).toEqual([
      { path: "description", message: BUSINESS_MESSAGES.descriptionTooShort },
    ]);

    const status = await actors.admin.client.patch(`${url}/status`, { isActive: false, isVerified: true });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ isActive: false, isVerified: true });
    expect(await auditEntries("business.status", business.id)).toHaveLength(1);
    expect((await actors.admin.client.patch(`${url}/status`, {})).statusCode).toBe(400);
    expect((await actors.visitor.get(`/api/businesses/slug/${business.slug}`)).statusCode).toBe(404);

    const deleted = await actors.admin.client.delete(url);
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.db.select().from(businesses).where(eq(businesses.id, business.id))).toEqual([]);
    expect(await auditEntries("business.delete", business.id)).toHaveLength(1);

    expect((await actors.admin.client.delete(url)).statusCode).toBe(404);
    expect((await actors.admin.client.patch(url, { name: "Ghost" })).statusCode).toBe(404);
    expect((await actors.admin.client.patch(`${url}/status`, { isActive: true })).statusCode).toBe(404);
  });
});
