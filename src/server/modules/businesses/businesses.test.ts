import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Business, BusinessDetail, BusinessListResponse } from "../../../shared/contracts/businesses";
import { BUSINESS_ERRORS } from "../../../shared/contracts/businesses";
import { BUSINESS_MESSAGES, yearEstablishedMessage } from "../../../shared/rules/business-form";
import { businessEmployees, businesses, messages } from "../../db/schema";
import { buildBusiness, insertUser } from "../../test/factories";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { RANKED_SEARCH_MAX } from "./business-list.service";
import {
  BUSINESS_KEYS,
  businessActors,
  DETAIL_KEYS,
  freshIp,
  insertTestBusiness,
  OWNER_KEYS,
  VIEWER_KEYS,
  validBusinessForm,
} from "./business-test-helpers";

let ctx: TestContext;
let actors: Awaited<ReturnType<typeof businessActors>>;
beforeAll(async () => {
  ctx = await createTestApp();
  actors = await businessActors(ctx);
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueWord = () => `qz${++counter}v${Math.random().toString(36).slice(2, 7)}`;

async function list(query: string, client: TestClient = actors.visitor) {
  const response = await client.get(`/api/businesses${query}`);
  return {
    status: response.statusCode,
    body: response.json() as BusinessListResponse & { message?: string },
  };
}

function issueMessages(body: unknown) {
  const issues = (body as { issues?: { path: string; message: string }[] }).issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}

describe("GET /api/businesses", () => {
  it("lists active businesses of active owners, newest first, with the exact fields, for everyone", async () => {
    const word = uniqueWord();
    const older = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Older ${word}`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id, name: `Newer ${word}` });
    await insertTestBusiness(ctx, { ownerId: actors.owner.user.id, name: `Hidden ${word}`, isActive: false });
    const inactiveOwner = await insertUser(ctx.db, { isActive: false });
    await insertTestBusiness(ctx, { ownerId: inactiveOwner.id, name: `Gone ${word}` });

    for (const client of [actors.visitor, actors.member.client, actors.owner.client, actors.admin.client]) {
      const { status, body } = await list(`?search=${word}`, client);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(["businesses", "nextCursor"]);
      expect(body.businesses.map((business) => business.name).sort()).toEqual(
        [older.name, newer.name].sort(),
      );
    }
    const { body } = await list("?limit=50");
    const first = body.businesses.find((business) => business.id === newer.id);
    expect(Object.keys(first ?? {}).sort()).toEqual(BUSINESS_KEYS);
    expect(first).toMatchObject({
      id: newer.id,
      slug: newer.slug,
      industry: "Technology",
      category: "Software Development",
      isActive: true,
      isVerified: false,
      isFeatured: false,
      rating: 0,
      reviewCount: 0,
      country: "United States",
      createdAt: newer.createdAt.toISOString(),
    });
    const ids = body.businesses.map((business) => business.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it("pages by keyset cursor without repeats or gaps", async () => {
    const word = uniqueWord();
    for (let index = 0; index < 5; index += 1) {
      await insertTestBusiness(ctx, {
        ownerId: actors.owner.user.id,
        name: `Paged ${word} ${index}`,
        services: [`Service ${word}`],
      });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(status).toBe(200);
      seen.push(...body.businesses.map((business) => business.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 200);
    expect(new Set(seen).size).toBe(seen.length);

    const searched: string[] = [];
    cursor = null;
    do {
      const { body } = await list(`?search=${word}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      searched.push(...body.businesses.map((business) => business.name));
      cursor = body.nextCursor;
    } while (cursor);
    expect(searched).toHaveLength(5);
    expect(new Set(searched).size).toBe(5);
  });

  it("filters industry by the business's industry and category by its category, plus featured and verified", async () => {
    const word = uniqueWord();
    const software = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Software ${word}`,
      industry: "Technology",
      category: "Software Development",
      isFeatured: true,
    });
    const clinic = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Clinic ${word}`,
      industry: "Healthcare",
      category: "Healthcare Services",
      isVerified: true,
    });
    const names = async (query: string) =>
      (await list(`?search=${word}&${query}`)).body.businesses.map((business) => business.id);
    expect(await names("industry=Technology")).toEqual([software.id]);
    expect(await names("category=Healthcare%20Services")).toEqual([clinic.id]);
    expect(await names("industry=Healthcare&category=Software%20Development")).toEqual([]);
    expect(await names("featured=true")).toEqual([software.id]);
    expect(await names("verified=true")).toEqual([clinic.id]);
    expect(
      (await list("?industry=Technology&limit=50")).body.businesses.every((b) => b.industry === "Technology"),
    ).toBe(true);
  });

  it("searches name, description, services and tags, tolerates a typo in the name, best match first", async () => {
    const word = uniqueWord();
    const byName = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Brightpath ${word}`,
      description: "A marketing agency.",
    });
    const byService = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Other agency ${uniqueWord()}`,
      description: "We help teams.",
      services: [`Brightpath ${word} audits`],
    });
    const byTag = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Tagged ${uniqueWord()}`,
      tags: [`${word}tag`],
    });
    const byDescription = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Described ${uniqueWord()}`,
      description: `Everything about ${word}described and more.`,
    });

    const { body } = await list(`?search=brightpath%20${word}`);
    expect(body.businesses.map((business) => business.id)).toEqual([byName.id, byService.id]);
    // The exact match first; names close to the search (typo tolerance) may follow.
    expect((await list(`?search=${word}tag`)).body.businesses[0]?.id).toBe(byTag.id);
    expect((await list(`?search=${word}described`)).body.businesses[0]?.id).toBe(byDescription.id);

    const typo = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Quillbrook Ventures ${word}`,
    });
    const typoResult = await list("?search=Quilbrock%20Ventures");
    expect(typoResult.body.businesses.map((b) => b.id)).toContain(typo.id);
  });

  it("lists a common search's matching names first, then the rest newest first, page by page", async () => {
    const word = uniqueWord();
    const owner = await insertUser(ctx.db);
    const rows = Array.from({ length: RANKED_SEARCH_MAX + 20 }, (_, index) =>
      buildBusiness({
        ownerId: owner.id,
        industry: "Technology",
        category: "Software Development",
        name: `Common ${index} ${uniqueWord()}`,
        services: [`${word} consulting`],
        createdAt: new Date(Date.now() - (index + 1) * 60_000),
      }),
    );
    await ctx.db.insert(businesses).values(rows);
    const named = await insertTestBusiness(ctx, {
      ownerId: owner.id,
      name: `${word} Studio`,
      createdAt: new Date(Date.now() - 10 * 24 * 3600_000),
    });
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await list(`?search=${word}&limit=50${cursor ? `&cursor=${cursor}` : ""}`);
      expect(status).toBe(200);
      if (pages === 0) expect(body.businesses[0]?.id).toBe(named.id);
      seen.push(...body.businesses.map((business) => business.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(RANKED_SEARCH_MAX + 21);
    expect(new Set(seen).size).toBe(seen.length);
    const filtered = await list(`?search=${word}&industry=Healthcare`);
    expect(filtered.body.businesses).toEqual([]);
  });

  it("answers searches with quotes, SQL or symbols normally", async () => {
    for (const search of [
      `"quoted"`,
      "O'Brien & Co",
      "'; drop table businesses; --",
      "%_\\",
      "!!!",
      ":* & |",
      "a".repeat(100),
    ]) {
      const { status, body } = await list(`?search=${encodeURIComponent(search)}`);
      expect(status, search).toBe(200);
      expect(Array.isArray(body.businesses)).toBe(true);
    }
  });

  it("refuses unknown filters, limits and cursors with a message", async () => {
    const cases: [string, string][] = [
      ["?industry=Nope", "industry"],
      ["?category=Nope", "category"],
      ["?featured=yes", "featured"],
      ["?limit=0", "limit"],
      ["?limit=51", "limit"],
      [`?search=${"a".repeat(101)}`, "search"],
      ["?unknown=1", ""],
    ];
    for (const [query, path] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      if (path) expect(issueMessages(body)[path], query).toBeTruthy();
    }
    const bad = await list("?cursor=bm9wZQ");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BUSINESS_ERRORS.invalidCursor);
  });
});

describe("GET /api/businesses/slug/{slug}", () => {
  it("answers the business with its owner and the viewer's abilities; 404 for unknown slugs", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const response = await actors.visitor.get(`/api/businesses/slug/${business.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as BusinessDetail;
    expect(Object.keys(body).sort()).toEqual(DETAIL_KEYS);
    expect(Object.keys(body.owner).sort()).toEqual(OWNER_KEYS);
    expect(Object.keys(body.viewer).sort()).toEqual(VIEWER_KEYS);
    expect(body.owner).toEqual({
      id: actors.owner.user.id,
      username: actors.owner.user.username,
      firstName: "Olive",
      lastName: "Owner",
    });
    expect(body.viewer).toEqual({
      isOwner: false,
      isTeamMember: false,
      isFavorite: false,
      hasReviewed: false,
      canReview: false,
    });
    const asMember = (await actors.member.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(asMember.viewer).toMatchObject({ isOwner: false, canReview: true });
    const asOwner = (await actors.owner.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(asOwner.viewer).toMatchObject({ isOwner: true, canReview: false });

    const missing = await actors.visitor.get("/api/businesses/slug/no-such-business");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: BUSINESS_ERRORS.notFound });
  });

  it("shows an inactive business only to its owner and admins", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id, isActive: false });
    const url = `/api/businesses/slug/${business.slug}`;
    expect((await actors.visitor.get(url)).statusCode).toBe(404);
    expect((await actors.member.client.get(url)).statusCode).toBe(404);
    expect((await actors.owner.client.get(url)).statusCode).toBe(200);
    expect((await actors.admin.client.get(url)).statusCode).toBe(200);
    expect((await actors.member.client.get(`/api/businesses/${business.id}/reviews`)).statusCode).toBe(404);
    expect((await actors.member.client.get(`/api/businesses/${business.id}/employees`)).statusCode).toBe(404);
  });

  it("counts a view at most once per viewer per day, never the owner's", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const url = `/api/businesses/slug/${business.slug}`;
    const views = async (client: TestClient, ip?: string) =>
      ((await client.get(url, ip ? { ip } : {})).json() as BusinessDetail).viewCount;
    expect(await views(actors.visitor, "192.0.2.10")).toBe(1);
    expect(await views(actors.visitor, "192.0.2.10")).toBe(1);
    expect(await views(actors.visitor, "192.0.2.11")).toBe(2);
    expect(await views(actors.member.client)).toBe(3);
    expect(await views(actors.member.client)).toBe(3);
    expect(await views(actors.owner.client)).toBe(3);
    const [row] = await ctx.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.viewCount).toBe(3);
    expect(row?.updatedAt.toISOString()).toBe(business.updatedAt.toISOString());
  });
});

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

describe("favorites", () => {
  it("saves and unsaves a business per member", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const url = `/api/businesses/${business.id}/favorite`;
    expect((await actors.visitor.put(url)).statusCode).toBe(401);
    const saved = await actors.member.client.put(url);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ isFavorite: true });
    expect((await actors.member.client.put(url)).json()).toEqual({ isFavorite: true });
    const detail = (await actors.member.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(detail.viewer.isFavorite).toBe(true);
    const forAdmin = (await actors.admin.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(forAdmin.viewer.isFavorite).toBe(false);
    expect((await actors.member.client.delete(url)).json()).toEqual({ isFavorite: false });
    const after = (await actors.member.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(after.viewer.isFavorite).toBe(false);
    expect((await actors.member.client.put("/api/businesses/999999/favorite")).statusCode).toBe(404);
  });
});

describe("POST /api/businesses/{id}/contact", () => {
  it("sends the owner a message and counts the contact", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id, name: "Contact Me Co" });
    const url = `/api/businesses/${business.id}/contact`;
    expect((await actors.visitor.post(url, { message: "Hello" })).statusCode).toBe(401);

    const response = await actors.member.client.post(url, { message: "  Do you take new clients?  " });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["contactCount", "messageId"]);
    expect(body.contactCount).toBe(1);
    const [stored] = await ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, body.messageId), eq(messages.recipientId, actors.owner.user.id)));
    expect(stored).toMatchObject({
      senderId: actors.member.user.id,
      content: "About Contact Me Co: Do you take new clients?",
    });
    const inbox = (await actors.owner.client.get("/api/messages")).json();
    expect(inbox.messages.some((message: { id: number }) => message.id === body.messageId)).toBe(true);

    const own = await actors.owner.client.post(url, { message: "Hi me" });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: BUSINESS_ERRORS.contactOwnBusiness });
    const empty = await actors.member.client.post(url, { message: "   " });
    expect(empty.statusCode).toBe(400);
    expect(issueMessages(empty.json())).toEqual({ message: "Message is required" });
    expect(
      (await actors.admin.client.post("/api/businesses/999999/contact", { message: "Hi" })).statusCode,
    ).toBe(404);
  });
});

describe("a visitor's reads of a hidden owner", () => {
  it("hides businesses whose owner was deactivated, but not from admins", async () => {
    const owner = await insertUser(ctx.db, { isActive: false });
    const business = await insertTestBusiness(ctx, { ownerId: owner.id });
    const url = `/api/businesses/slug/${business.slug}`;
    expect((await actors.member.client.get(url)).statusCode).toBe(404);
    expect((await actors.admin.client.get(url)).statusCode).toBe(200);
    const other = new TestClient(ctx.app);
    expect((await other.get(`/api/businesses/${business.id}/employees`)).statusCode).toBe(404);
  });
});
