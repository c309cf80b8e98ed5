import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Business, BusinessDetail } from "../../../shared/contracts/directory";
import { BUSINESS_ERRORS } from "../../../shared/contracts/directory";
import { BUSINESS_MESSAGES, yearEstablishedMessage } from "../../../shared/rules/business-form";
import { businessEmployees, businesses } from "../../db/schema";
import {
  BUSINESS_KEYS,
  businessActors,
  DETAIL_KEYS,
  insertTestBusiness,
  issueMessages,
  validBusinessForm,
} from "../../test/helpers/directory-test-helpers";
import { freshIp } from "../../test/helpers/fresh-ip";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let actors: Awaited<ReturnType<typeof businessActors>>;
beforeAll(async () => {
  ctx = await createTestApp();
  actors = await businessActors(ctx);
});
afterAll(() => ctx.close());

describe("POST /api/businesses", () => {
  it("needs a signed-in member", async () => {
    const response = await actors.visitor.post("/api/businesses", validBusinessForm());
    expect(response.statusCode).toBe(401);
  });

  it("creates an active, unverified, unfeatured business with a unique slug, owned by the member", async () => {
    const form = validBusinessForm({ name: "Café Ünique & Sons" });
    const response = await actors.member.client.post("/api/businesses", form);
    expect(response.statusCode).toBe(201);
    const body = response.json() as BusinessDetail;
    expect(Object.keys(body).sort()).toEqual(DETAIL_KEYS);
    expect(body).toMatchObject({
      name: "Café Ünique & Sons",
      slug: "cafe-unique-and-sons",
      description: form.description,
      industry: "Technology",
      category: "Software Development",
      website: "https://acme.example",
      email: "hello@acme.example",
      yearEstablished: 2015,
      employeeCount: "11-50",
      services: form.services,
      tags: form.tags,
      country: "United States",
      ownerId: actors.member.user.id,
      isActive: true,
      isVerified: false,
      isFeatured: false,
      rating: 0,
      averageRating: 0,
      reviewCount: 0,
      viewCount: 0,
    });
    expect(body.viewer.isOwner).toBe(true);
    const second = await actors.owner.client.post("/api/businesses", { ...form, website: "" });
    expect(second.json()).toMatchObject({ slug: "cafe-unique-and-sons-2", website: null });

    const team = await ctx.db
      .select()
      .from(businessEmployees)
      .where(eq(businessEmployees.businessId, body.id));
    expect(team).toMatchObject([{ userId: actors.member.user.id, role: "owner" }]);

    const own = await actors.member.client.get("/api/user/businesses");
    expect((own.json() as Business[]).map((business) => business.id)).toContain(body.id);
  });

  it("refuses verified or featured from a member and answers every form rule with the spec's message", async () => {
    const flagged = await actors.member.client.post("/api/businesses", {
      ...validBusinessForm(),
      isVerified: true,
    });
    expect(flagged.statusCode).toBe(400);

    const response = await actors.member.client.post("/api/businesses", {
      name: "  ",
      description: "too short",
      industry: "",
      category: "",
      website: "not a url",
      logo: "ftp://x",
      coverImage: "javascript:alert(1)",
      email: "nope",
      yearEstablished: 1799,
    });
    expect(response.statusCode).toBe(400);
    expect(issueMessages(response.json())).toEqual({
      name: BUSINESS_MESSAGES.nameRequired,
      description: BUSINESS_MESSAGES.descriptionTooShort,
      industry: BUSINESS_MESSAGES.industryRequired,
      category: BUSINESS_MESSAGES.categoryRequired,
      website: BUSINESS_MESSAGES.invalidUrl,
      logo: BUSINESS_MESSAGES.invalidUrl,
      coverImage: BUSINESS_MESSAGES.invalidUrl,
      email: BUSINESS_MESSAGES.invalidEmail,
      yearEstablished: yearEstablishedMessage(),
    });
    const future = await actors.member.client.post(
      "/api/businesses",
      validBusinessForm({ yearEstablished: new Date().getFullYear() + 1 }),
    );
    expect(issueMessages(future.json())).toEqual({ yearEstablished: yearEstablishedMessage() });
    const missing = await actors.member.client.post("/api/businesses", {});
    expect(issueMessages(missing.json())).toMatchObject({
      name: BUSINESS_MESSAGES.nameRequired,
      description: BUSINESS_MESSAGES.descriptionTooShort,
      industry: BUSINESS_MESSAGES.industryRequired,
      category: BUSINESS_MESSAGES.categoryRequired,
    });
    const nul = await actors.member.client.post(
      "/api/businesses",
      validBusinessForm({ name: "Bad\u0000Name" }),
    );
    expect(nul.statusCode).toBe(400);
  });
});

describe("GET /api/user/businesses", () => {
  it("lists the member's own businesses, inactive ones included; 401 for a visitor", async () => {
    const { user, client } = await (await import("../../test/test-app")).signedInMember(
      ctx,
      {},
      { ip: freshIp() },
    );
    const active = await insertTestBusiness(ctx, { ownerId: user.id });
    const inactive = await insertTestBusiness(ctx, { ownerId: user.id, isActive: false });
    await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const response = await client.get("/api/user/businesses");
    expect(response.statusCode).toBe(200);
    const body = response.json() as Business[];
    expect(body.map((business) => business.id).sort()).toEqual([active.id, inactive.id].sort());
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(BUSINESS_KEYS);
    expect((await actors.visitor.get("/api/user/businesses")).statusCode).toBe(401);
  });
});

describe("PATCH /api/businesses/{id}", () => {
  it("lets the owner edit, refuses another member, and keeps verified and featured for admins", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const url = `/api/businesses/${business.id}`;
    expect((await actors.visitor.patch(url, { name: "X" })).statusCode).toBe(401);

    const other = await actors.member.client.patch(url, { name: "Taken over" });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: BUSINESS_ERRORS.notOwner });

    const edited = await actors.owner.client.patch(url, {
      name: "Renamed Co",
      city: "Denver",
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Renamed Co",
      city: "Denver",
      slug: business.slug,
      isActive: false,
    });

    const flags = await actors.owner.client.patch(url, { isVerified: true });
    expect(flags.statusCode).toBe(403);
    expect(flags.json()).toEqual({ message: BUSINESS_ERRORS.adminOnlyFlags });

    const byAdmin = await actors.admin.client.patch(url, {
      isVerified: true,
      isFeatured: true,
      isActive: true,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ isVerified: true, isFeatured: true, isActive: true });

    const invalid = await actors.owner.client.patch(url, { description: "short", email: "x" });
    expect(invalid.statusCode).toBe(400);
    expect(issueMessages(invalid.json())).toEqual({
      description: BUSINESS_MESSAGES.descriptionTooShort,
      email: BUSINESS_MESSAGES.invalidEmail,
    });
    const [row] = await ctx.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.name).toBe("Renamed Co");
    expect((await actors.owner.client.patch("/api/businesses/999999", { name: "X" })).statusCode).toBe(404);
    expect((await actors.owner.client.patch("/api/businesses/abc", { name: "X" })).statusCode).toBe(400);
  });
});
