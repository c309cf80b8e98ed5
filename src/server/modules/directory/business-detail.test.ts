import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessDetail } from "../../../shared/contracts/directory";
import { BUSINESS_ERRORS } from "../../../shared/contracts/directory";
import { businesses, messages } from "../../db/schema";
import { insertUser } from "../../db/seed/factories";
import {
  businessActors,
  DETAIL_KEYS,
  insertTestBusiness,
  issueMessages,
  OWNER_KEYS,
  VIEWER_KEYS,
} from "../../test/helpers/directory-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let actors: Awaited<ReturnType<typeof businessActors>>;
beforeAll(async () => {
  ctx = await createTestApp();
  actors = await businessActors(ctx);
});
afterAll(() => ctx.close());

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

  it("counts 100 views from one visitor's address and browser once a day", async () => {
    const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
    const visitor = new TestClient(ctx.app, { ip: "198.51.100.20" });
    const browser = { headers: { "user-agent": "Mozilla/5.0 Test" } };
    for (let view = 0; view < 100; view++) {
      await visitor.get(`/api/businesses/slug/${business.slug}`, browser);
    }
    const [row] = await ctx.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.viewCount).toBe(1);
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
