import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../shared/contracts/search";
import { memberBlocks } from "../../db/schema";
import { insertArticle, insertBusiness, insertPost, insertUser } from "../../db/seed/factories";
import { AUTHOR_KEYS, keysOf, POST_KEYS, READER_POST_KEYS } from "../../test/helpers/feed-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let visitor: TestClient;
let member: SignedInMember;
let other: SignedInMember;
let admin: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  member = await signedInMember(ctx);
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
});
afterAll(() => ctx.close());

let wordCount = 0;
/** A word no other test uses (letters only), so each test reads only its own rows. */
const uniqueWord = () => {
  wordCount += 1;
  return `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}${"abcdefghij"[wordCount % 10]}`;
};

const MEMBER_KEYS = ["avatar", "company", "firstName", "id", "jobTitle", "lastName", "name", "username"];
const ARTICLE_KEYS = ["category", "id", "publishedAt", "slug", "summary", "title"];
const BUSINESS_KEYS = [
  "category",
  "city",
  "id",
  "industry",
  "isVerified",
  "logo",
  "name",
  "shortDescription",
  "slug",
];
const q = (text: string) => encodeURIComponent(text);
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe("GET /api/search (the dropdown)", () => {
  it("finds a member, a post, an article and a business for a visitor, with exact shapes", async () => {
    const word = uniqueWord();
    const person = await insertUser(ctx.db, {
      firstName: "Fatima",
      lastName: word,
      jobTitle: "Data Analyst",
      company: "Loopdesk",
      avatar: "/images/avatars/fatima.svg",
    });
    const post = await insertPost(ctx.db, { userId: person.id, content: `Hiring for ${word} projects` });
    const article = await insertArticle(ctx.db, { title: `The ${word} report`, summary: "Numbers." });
    const business = await insertBusiness(ctx.db, {
      ownerId: person.id,
      name: `${word} Studio`,
      city: "Austin",
      isVerified: true,
    });

    const response = await visitor.get(`/api/search?q=${word}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["articles", "businesses", "members", "posts"]);
    expect(body.members).toEqual([
      {
        id: person.id,
        username: person.username,
        firstName: "Fatima",
        lastName: word,
        name: `Fatima ${word}`,
        jobTitle: "Data Analyst",
        company: "Loopdesk",
        avatar: "/images/avatars/fatima.svg",
      },
    ]);
    expect(ids(body.posts)).toEqual([post.id]);
    expect(keysOf(body.posts[0])).toEqual(POST_KEYS);
    expect(keysOf(body.posts[0].author)).toEqual(AUTHOR_KEYS);
    expect(body.posts[0].content).toBe(`Hiring for ${word} projects`);
    expect(body.articles).toEqual([
      {
        id: article.id,
        slug: article.slug,
        title: `The ${word} report`,
        summary: "Numbers.",
        category: "Business",
        publishedAt: article.publishedAt?.toISOString(),
      },
    ]);
    expect(body.businesses).toEqual([
      {
        id: business.id,
        slug: business.slug,
        name: `${word} Studio`,
        logo: null,
        category: business.category,
        industry: business.industry,
        city: "Austin",
        shortDescription: business.shortDescription,
        isVerified: true,
      },
    ]);
  });

  it("gives a member the reader fields on posts, and the same results to an admin", async () => {
    const word = uniqueWord();
    const post = await insertPost(ctx.db, { userId: other.user.id, content: `Notes on ${word}` });
    for (const client of [member.client, admin.client]) {
      const response = await client.get(`/api/search?q=${word}`);
      expect(response.statusCode).toBe(200);
      expect(ids(response.json().posts)).toEqual([post.id]);
      expect(keysOf(response.json().posts[0])).toEqual(READER_POST_KEYS);
    }
  });

  it("shows at most five of each kind", async () => {
    const word = uniqueWord();
    for (let index = 0; index < 7; index++) {
      await insertUser(ctx.db, { firstName: word, lastName: `Number${index}` });
    }
    const response = await visitor.get(`/api/search?q=${word}`);
    expect(response.json().members).toHaveLength(5);
  });
});

describe("GET /api/search/members", () => {
  it("finds a member by name prefix, job title, company and skill", async () => {
    const word = uniqueWord();
    const byName = await insertUser(ctx.db, { firstName: word, lastName: "Okafor" });
    const byTitle = await insertUser(ctx.db, { jobTitle: `Chief ${word} Officer` });
    const byCompany = await insertUser(ctx.db, { company: `${word} Labs` });
    const bySkill = await insertUser(ctx.db, { skills: ["Figma", word] });
    const response = await member.client.get(`/api/search/members?q=${word.slice(0, -1)}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["members", "nextCursor"]);
    expect(ids(response.json().members).sort()).toEqual(
      [byName.id, byTitle.id, byCompany.id, bySkill.id].sort(),
    );
    // The name weighs most.
    expect(response.json().members[0].id).toBe(byName.id);
    expect(keysOf(response.json().members[0])).toEqual(MEMBER_KEYS);
  });

  it("forgives a typo in a name when the text finds nothing", async () => {
    const word = uniqueWord();
    const person = await insertUser(ctx.db, { firstName: "Fatima", lastName: `${word}son` });
    const response = await visitor.get(`/api/search/members?q=${q(`Fatma ${word}sn`)}`);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json().members)).toContain(person.id);
  });

  it("never finds an inactive or deleted member", async () => {
    const word = uniqueWord();
    const active = await insertUser(ctx.db, { firstName: word, lastName: "Active" });
    await insertUser(ctx.db, { firstName: word, lastName: "Inactive", isActive: false });
    await insertUser(ctx.db, { firstName: word, lastName: "Gone", isActive: false, deletedAt: new Date() });
    for (const client of [visitor, member.client, admin.client]) {
      const response = await client.get(`/api/search/members?q=${word}`);
      expect(ids(response.json().members)).toEqual([active.id]);
    }
  });

  it("hides a blocked member both ways, and not from anyone else", async () => {
    const word = uniqueWord();
    const blocker = await signedInMember(ctx, { firstName: word, lastName: "Blocker" });
    const blocked = await signedInMember(ctx, { firstName: word, lastName: "Blocked" });
    await ctx.db.insert(memberBlocks).values({ blockerId: blocker.user.id, blockedId: blocked.user.id });
    const found = async (client: TestClient) =>
      ids((await client.get(`/api/search/members?q=${word}`)).json().members).sort();
    expect(await found(blocker.client)).toEqual([blocker.user.id]);
    expect(await found(blocked.client)).toEqual([blocked.user.id]);
    const both = [blocker.user.id, blocked.user.id].sort();
    expect(await found(visitor)).toEqual(both);
    expect(await found(other.client)).toEqual(both);
    expect(await found(admin.client)).toEqual(both);
  });

  it("pages by keyset cursor without repeats until nextCursor is null", async () => {
    const word = uniqueWord();
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await insertUser(ctx.db, { company: `${word} Co` }));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const path = `/api/search/members?q=${word}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await visitor.get(path);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { members: { id: number }[]; nextCursor: string | null };
      expect(body.members.length).toBeLessThanOrEqual(2);
      seen.push(...ids(body.members));
      cursor = body.nextCursor;
    } while (cursor);
    // More matches than a page among the newest members: walked newest first, by id.
    expect(seen).toEqual(ids(made).reverse());
  });

  it("takes every word but the last as typed whole, and unfinished earlier words only when nothing else matches", async () => {
    const word = uniqueWord();
    const whole = await insertUser(ctx.db, { jobTitle: `${word} Engineer`, firstName: "Ada" });
    const longer = await insertUser(ctx.db, { jobTitle: `${word}ware Engineer`, firstName: "Grace" });
    const found = async (text: string) =>
      ids((await visitor.get(`/api/search/members?q=${q(text)}`)).json().members).sort();
    // "word eng": the member whose title has the whole word; "wordware" is another word.
    expect(await found(`${word} eng`)).toEqual([whole.id]);
    // The last word is a prefix of both titles' words.
    expect(await found(`engineer ${word}`)).toEqual([whole.id, longer.id].sort());
    // An unfinished earlier word matches no whole word: then every word counts as a prefix.
    expect(await found(`${word.slice(0, -1)} eng`)).toEqual([whole.id, longer.id].sort());
  });
});

describe("GET /api/search/posts", () => {
  it("finds only published posts of active, unblocked members, newest first, page by page", async () => {
    const word = uniqueWord();
    const author = await signedInMember(ctx);
    const inactive = await insertUser(ctx.db, { isActive: false });
    const older = await insertPost(ctx.db, {
      userId: author.user.id,
      content: `First ${word}`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertPost(ctx.db, { userId: author.user.id, content: `Second ${word}` });
    await insertPost(ctx.db, { userId: author.user.id, content: `Hidden ${word}`, isPublished: false });
    await insertPost(ctx.db, { userId: inactive.id, content: `Gone ${word}` });

    const first = await member.client.get(`/api/search/posts?q=${word}&limit=1`);
    expect(first.statusCode).toBe(200);
    expect(ids(first.json().posts)).toEqual([newer.id]);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const second = await member.client.get(
      `/api/search/posts?q=${word}&limit=1&cursor=${first.json().nextCursor}`,
    );
    expect(ids(second.json().posts)).toEqual([older.id]);
    expect(second.json().nextCursor).toBeNull();

    // Even the author and an admin do not find an unpublished post here.
    for (const client of [author.client, admin.client, visitor]) {
      const response = await client.get(`/api/search/posts?q=${word}`);
      expect(ids(response.json().posts)).toEqual([newer.id, older.id]);
    }

    await ctx.db.insert(memberBlocks).values({ blockerId: member.user.id, blockedId: author.user.id });
    expect((await member.client.get(`/api/search/posts?q=${word}`)).json().posts).toEqual([]);
    expect((await author.client.get(`/api/search/posts?q=${word}`)).json().posts).toHaveLength(2);
  });

  it("matches other forms of a word (stemmed)", async () => {
    const word = uniqueWord();
    const post = await insertPost(ctx.db, { userId: other.user.id, content: `${word} hiring engineers` });
    const response = await visitor.get(`/api/search/posts?q=${q(`${word} engineer`)}`);
    expect(ids(response.json().posts)).toEqual([post.id]);
  });
});

describe("GET /api/search/articles and /api/search/businesses", () => {
  it("never finds an unpublished article", async () => {
    const word = uniqueWord();
    const shown = await insertArticle(ctx.db, { title: `${word} trends`, tags: ["growth"] });
    await insertArticle(ctx.db, { title: `${word} draft`, isPublished: false });
    const response = await member.client.get(`/api/search/articles?q=${word}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["articles", "nextCursor"]);
    expect(ids(response.json().articles)).toEqual([shown.id]);
    expect(keysOf(response.json().articles[0])).toEqual(ARTICLE_KEYS);
  });

  it("never finds a suspended or inactive business, or one of an inactive owner", async () => {
    const word = uniqueWord();
    const owner = await insertUser(ctx.db);
    const gone = await insertUser(ctx.db, { isActive: false });
    const shown = await insertBusiness(ctx.db, { ownerId: owner.id, name: `${word} Bakery` });
    await insertBusiness(ctx.db, { ownerId: owner.id, name: `${word} Suspended`, isSuspended: true });
    await insertBusiness(ctx.db, { ownerId: owner.id, name: `${word} Closed`, isActive: false });
    await insertBusiness(ctx.db, { ownerId: gone.id, name: `${word} Orphan` });
    for (const client of [visitor, member.client, admin.client]) {
      const response = await client.get(`/api/search/businesses?q=${word}`);
      expect(response.statusCode).toBe(200);
      expect(ids(response.json().businesses)).toEqual([shown.id]);
      expect(keysOf(response.json().businesses[0])).toEqual(BUSINESS_KEYS);
    }
  });
});

describe("bad input", () => {
  const paths = [
    "/api/search",
    "/api/search/members",
    "/api/search/posts",
    "/api/search/articles",
    "/api/search/businesses",
  ];

  it.each(paths)("%s: no search, an empty one, or a longer one than allowed is a 400", async (path) => {
    for (const [query, message] of [
      ["", "q: Search is required"],
      ["?q=", "q: Search is required"],
      ["?q=%20%20", "q: Search is required"],
      [`?q=${"a".repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`, "q: Search must be at most 200 characters"],
      [`?q=${"a".repeat(2000)}`, "q: Search must be at most 200 characters"],
      ["?q=a%00b", "The request address contains a NUL character."],
      ["?q=a&color=red", expect.stringContaining("color")],
    ] as const) {
      const response = await member.client.get(`${path}${query}`);
      expect(response.statusCode, `${path}${query}`).toBe(400);
      expect(response.json().message).toEqual(message);
    }
  });

  it.each(paths)("%s: symbols and quotes find nothing, without an error", async (path) => {
    for (const text of [`%_\\'"`, "'; drop table users; --", "&|!:*()", "@", "#"]) {
      const response = await visitor.get(`${path}?q=${q(text)}`);
      expect(response.statusCode, text).toBe(200);
      for (const list of Object.values(response.json()).filter(Array.isArray)) expect(list).toEqual([]);
    }
  });

  it.each(paths.slice(1))("%s: a forged cursor or a bad limit is a 400", async (path) => {
    for (const query of [
      "&cursor=not*base64",
      `&cursor=${Buffer.from("x|y|1").toString("base64url")}`,
      "&limit=0",
      "&limit=51",
      "&limit=two",
    ]) {
      const response = await visitor.get(`${path}?q=anything${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        message: expect.any(String),
        ...(response.json().issues ? { issues: expect.any(Array) } : {}),
      });
    }
  });
});
