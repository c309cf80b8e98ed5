import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberBlocks } from "../../db/schema";
import { insertArticle, insertBusiness, insertPost, insertUser } from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

/**
 * What each searcher may find (decision 0015): businesses, posts and members of a member who blocked
 * the searcher, or whom the searcher blocked, never appear; nor anything of an inactive or deleted
 * account. Every role: a visitor, a member, the two members of a block, an admin.
 */
let ctx: TestContext;
let visitor: TestClient;
let member: SignedInMember;
let admin: SignedInMember;
let blocker: SignedInMember;
let blocked: SignedInMember;
let word: string;
/** A word no other row has (letters only): names sharing a word are also names within a typo. */
const freshWord = () =>
  `zv${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 7)}`;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  member = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
  word = freshWord();
  blocker = await signedInMember(ctx, { firstName: word, lastName: "Blocker" });
  blocked = await signedInMember(ctx, { firstName: word, lastName: "Blocked" });
  await ctx.db.insert(memberBlocks).values({ blockerId: blocker.user.id, blockedId: blocked.user.id });
});
afterAll(() => ctx.close());

const q = (text: string) => encodeURIComponent(text);

describe("businesses in search", () => {
  it("hides a business from the member who blocked its owner and from the member its owner blocked", async () => {
    const blockerShop = await insertBusiness(ctx.db, {
      ownerId: blocker.user.id,
      name: `${word} Blocker Bakery`,
      city: "Austin",
    });
    const blockedShop = await insertBusiness(ctx.db, {
      ownerId: blocked.user.id,
      name: `${word} Blocked Bakery`,
      city: "Denver",
    });
    const shape = (business: typeof blockerShop) => ({
      id: business.id,
      slug: business.slug,
      name: business.name,
      logo: null,
      category: business.category,
      industry: business.industry,
      city: business.city,
      shortDescription: business.shortDescription,
      isVerified: false,
    });
    const both = [shape(blockedShop), shape(blockerShop)].sort((a, b) => a.id - b.id);
    const tab = async (client: TestClient) => {
      const response = await client.get(`/api/search/businesses?q=${q(`${word} bakery`)}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.nextCursor).toBeNull();
      return [...body.businesses].sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    };
    const dropdown = async (client: TestClient) => {
      const response = await client.get(`/api/search?q=${q(`${word} bakery`)}`);
      expect(response.statusCode).toBe(200);
      return [...response.json().businesses].sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    };
    for (const list of [tab, dropdown]) {
      expect(await list(blocker.client)).toEqual([shape(blockerShop)]);
      expect(await list(blocked.client)).toEqual([shape(blockedShop)]);
      expect(await list(visitor)).toEqual(both);
      expect(await list(member.client)).toEqual(both);
      expect(await list(admin.client)).toEqual(both);
    }
    // The directory's own search hides them the same way.
    const directory = async (client: TestClient) => {
      const response = await client.get(`/api/businesses?search=${q(`${word} bakery`)}`);
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .businesses.map((business: { id: number }) => business.id)
        .sort((a: number, b: number) => a - b);
    };
    expect(await directory(blocker.client)).toEqual([blockerShop.id]);
    expect(await directory(blocked.client)).toEqual([blockedShop.id]);
    for (const client of [visitor, member.client, admin.client]) {
      expect(await directory(client)).toEqual(both.map((business) => business.id));
    }
  });

  it("never finds the business of an inactive or deleted owner, for any role", async () => {
    const word = freshWord();
    const owner = await insertUser(ctx.db);
    const inactive = await insertUser(ctx.db, { isActive: false });
    const deleted = await insertUser(ctx.db, { isActive: false, deletedAt: new Date() });
    const shown = await insertBusiness(ctx.db, { ownerId: owner.id, name: `${word} Florist Open` });
    await insertBusiness(ctx.db, { ownerId: inactive.id, name: `${word} Florist Paused` });
    await insertBusiness(ctx.db, { ownerId: deleted.id, name: `${word} Florist Gone` });
    for (const client of [visitor, member.client, blocker.client, blocked.client, admin.client]) {
      for (const path of [
        `/api/search/businesses?q=${q(`${word} florist`)}`,
        `/api/search?q=${q(`${word} florist`)}`,
      ]) {
        const response = await client.get(path);
        expect(response.statusCode, path).toBe(200);
        expect(response.json().businesses.map((business: { id: number }) => business.id)).toEqual([shown.id]);
      }
    }
  });
});

describe("posts, members and articles in search", () => {
  it("hides the posts of a block from both of its members, and from no one else", async () => {
    const fromBlocker = await insertPost(ctx.db, {
      userId: blocker.user.id,
      content: `${word} notes from the blocker`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const fromBlocked = await insertPost(ctx.db, {
      userId: blocked.user.id,
      content: `${word} notes from the blocked`,
    });
    const posts = async (client: TestClient, path: string) => {
      const response = await client.get(path);
      expect(response.statusCode, path).toBe(200);
      return response
        .json()
        .posts.map((post: { id: number; author: { id: number } }) => [post.id, post.author.id]);
    };
    for (const path of [`/api/search/posts?q=${q(`${word} notes`)}`, `/api/search?q=${q(`${word} notes`)}`]) {
      expect(await posts(blocker.client, path)).toEqual([[fromBlocker.id, blocker.user.id]]);
      expect(await posts(blocked.client, path)).toEqual([[fromBlocked.id, blocked.user.id]]);
      const both = [
        [fromBlocked.id, blocked.user.id],
        [fromBlocker.id, blocker.user.id],
      ];
      expect(await posts(visitor, path)).toEqual(both);
      expect(await posts(member.client, path)).toEqual(both);
      expect(await posts(admin.client, path)).toEqual(both);
    }
  });

  it("hides the members of a block from each other in the dropdown too", async () => {
    const names = async (client: TestClient) => {
      const response = await client.get(`/api/search?q=${word}`);
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .members.map((found: { name: string }) => found.name)
        .sort();
    };
    expect(await names(blocker.client)).toEqual([`${word} Blocker`]);
    expect(await names(blocked.client)).toEqual([`${word} Blocked`]);
    for (const client of [visitor, member.client, admin.client]) {
      expect(await names(client)).toEqual([`${word} Blocked`, `${word} Blocker`]);
    }
  });

  it("shows articles (written by the editors, not by members) to both members of a block", async () => {
    const article = await insertArticle(ctx.db, { title: `The ${word} digest` });
    for (const client of [visitor, member.client, blocker.client, blocked.client, admin.client]) {
      const response = await client.get(`/api/search/articles?q=${word}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        articles: [
          {
            id: article.id,
            slug: article.slug,
            title: `The ${word} digest`,
            summary: article.summary,
            category: article.category,
            publishedAt: article.publishedAt?.toISOString(),
          },
        ],
        nextCursor: null,
      });
    }
  });
});
