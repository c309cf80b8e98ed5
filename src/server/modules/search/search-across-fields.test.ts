import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_MAX, SEARCH_QUERY_MAX_LENGTH } from "../../../shared/contracts/search";
import { memberBlocks, posts } from "../../db/schema";
import { buildPost, insertArticle, insertBusiness, insertPost, insertUser } from "../../db/seed/factories";
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
let admin: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  member = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
});
afterAll(() => ctx.close());

/**
 * A word no other test uses (ten random letters), so each test reads only its own rows. Searches
 * forgive typos, so words that share a prefix or are short could find each other's rows.
 */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");
const q = (text: string) => encodeURIComponent(text);
const ids = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);

describe("every word of a search may match a different field", () => {
  it("finds a designer by title and town, not the designer elsewhere or the townsman who is no designer", async () => {
    const town = uniqueWord();
    const uxDesigner = await insertUser(ctx.db, {
      firstName: "Sofia",
      lastName: "Alvarez",
      jobTitle: "UX and Web Designer",
      company: "Alvarez Web Studio",
      location: `${town}, TX`,
      avatar: null,
    });
    const teacher = await insertUser(ctx.db, {
      jobTitle: "Instructional Designer",
      location: `${town}, TX`,
    });
    await insertUser(ctx.db, { jobTitle: "Product Designer", location: "Boston, MA" });
    await insertUser(ctx.db, { jobTitle: "Mobile App Developer", location: `${town}, TX` });

    for (const search of [`designer ${town}`, `${town} designer`, `Designer, ${town.toUpperCase()}`]) {
      const response = await visitor.get(`/api/search/members?q=${q(search)}`);
      expect(response.statusCode, search).toBe(200);
      expect(ids(response.json().members), search).toEqual(ids([uxDesigner, teacher]));
    }
    const page = await visitor.get(`/api/search/members?q=${q(`web designer ${town}`)}`);
    expect(page.json()).toEqual({
      members: [
        {
          id: uxDesigner.id,
          username: uxDesigner.username,
          firstName: "Sofia",
          lastName: "Alvarez",
          name: "Sofia Alvarez",
          jobTitle: "UX and Web Designer",
          company: "Alvarez Web Studio",
          avatar: null,
        },
      ],
      nextCursor: null,
    });
  });

  it("matches a company and a skill together, and a word typed in part as a prefix", async () => {
    const company = uniqueWord();
    const person = await insertUser(ctx.db, { company: `${company} Labs`, skills: ["Kubernetes", "Go"] });
    await insertUser(ctx.db, { company: `${company} Labs`, skills: ["Figma"] });
    for (const search of [`kubernetes ${company}`, `${company} kuber`]) {
      const response = await visitor.get(`/api/search/members?q=${q(search)}`);
      expect(ids(response.json().members), search).toEqual([person.id]);
    }
  });

  it('"SOC 2" matches whole words: never a Social Media Strategist, in members, posts and articles', async () => {
    const word = uniqueWord();
    const auditor = await insertUser(ctx.db, { jobTitle: "SOC 2 Auditor", company: `${word} Assurance` });
    const strategist = await insertUser(ctx.db, {
      jobTitle: "Social Media Strategist",
      company: `${word} Media`,
      skills: ["2D animation"],
    });
    const auditPost = await insertPost(ctx.db, {
      userId: auditor.id,
      content: `Our ${word} SOC 2 audit passed`,
    });
    await insertPost(ctx.db, { userId: strategist.id, content: `${word} social plan for 2027` });
    const playbook = await insertArticle(ctx.db, { title: `SOC 2 for ${word} teams`, tags: ["Compliance"] });
    await insertArticle(ctx.db, { title: `Social ${word} in 2026`, tags: ["Marketing"] });

    const search = `SOC 2 ${word}`;
    const [members, found, articles] = await Promise.all(
      ["members", "posts", "articles"].map((kind) => visitor.get(`/api/search/${kind}?q=${q(search)}`)),
    );
    expect(ids(members?.json().members)).toEqual([auditor.id]);
    expect(ids(found?.json().posts)).toEqual([auditPost.id]);
    expect(ids(articles?.json().articles)).toEqual([playbook.id]);

    // "soc" typed last is still a prefix: both people start a word with it.
    const prefix = await visitor.get(`/api/search/members?q=${q(`${word} soc`)}`);
    expect(ids(prefix.json().members)).toEqual(ids([auditor, strategist]));
  });
});

describe("GET /api/search/counts", () => {
  it("counts each kind, with the exact shape, for a visitor, a member and an admin", async () => {
    const word = uniqueWord();
    const first = await insertUser(ctx.db, { jobTitle: `${word} consultant` });
    await insertUser(ctx.db, { company: `${word} Partners` });
    await insertPost(ctx.db, { userId: first.id, content: `Looking for ${word} experts` });
    await insertArticle(ctx.db, { title: `The ${word} guide` });
    await insertBusiness(ctx.db, { ownerId: first.id, name: `${word} Consulting` });
    await insertBusiness(ctx.db, { ownerId: first.id, name: `${word} Advisory` });

    for (const client of [visitor, member.client, admin.client]) {
      const response = await client.get(`/api/search/counts?q=${word}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ members: 2, posts: 1, articles: 1, businesses: 2 });
    }
    const none = await visitor.get(`/api/search/counts?q=${uniqueWord()}`);
    expect(none.json()).toEqual({ members: 0, posts: 0, articles: 0, businesses: 0 });
  });

  it("agrees with the members tab when only a name within a typo matches", async () => {
    const name = uniqueWord();
    const person = await insertUser(ctx.db, { firstName: "Marguerite", lastName: name });
    const misspelt = `Margerite ${name}`;
    const tab = await visitor.get(`/api/search/members?q=${q(misspelt)}`);
    expect(ids(tab.json().members)).toEqual([person.id]);
    const counts = await visitor.get(`/api/search/counts?q=${q(misspelt)}`);
    expect(counts.json().members).toBe(1);
  });

  it(`stops counting past ${SEARCH_COUNT_MAX}: more matches answer ${SEARCH_COUNT_MAX + 1} ("99+")`, async () => {
    const word = uniqueWord();
    const author = await insertUser(ctx.db);
    await ctx.db
      .insert(posts)
      .values(
        Array.from({ length: 120 }, (_, index) =>
          buildPost({ userId: author.id, content: `${word} ${index}` }),
        ),
      );
    const response = await visitor.get(`/api/search/counts?q=${word}`);
    expect(response.json()).toEqual({ members: 0, posts: SEARCH_COUNT_MAX + 1, articles: 0, businesses: 0 });
  });

  it("leaves out what a block hides, both ways, and only for the members of the block", async () => {
    const word = uniqueWord();
    const blocker = await signedInMember(ctx);
    const hidden = await insertUser(ctx.db, { jobTitle: `${word} analyst` });
    await insertPost(ctx.db, { userId: hidden.id, content: `${word} numbers` });
    await insertBusiness(ctx.db, { ownerId: hidden.id, name: `${word} Works` });
    await ctx.db.insert(memberBlocks).values({ blockerId: blocker.user.id, blockedId: hidden.id });

    const blocked = await blocker.client.get(`/api/search/counts?q=${word}`);
    expect(blocked.json()).toEqual({ members: 0, posts: 0, articles: 0, businesses: 0 });
    const seen = await member.client.get(`/api/search/counts?q=${word}`);
    expect(seen.json()).toEqual({ members: 1, posts: 1, articles: 0, businesses: 1 });
  });

  it("refuses a missing, empty or too long search with a 400, and finds nothing for symbols", async () => {
    for (const [query, message] of [
      ["", "q: Search is required"],
      ["?q=%20", "q: Search is required"],
      [`?q=${"a".repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`, "q: Search must be at most 200 characters"],
      ["?q=a&limit=5", expect.stringContaining("limit")],
    ] as const) {
      const response = await visitor.get(`/api/search/counts${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(message);
    }
    const symbols = await visitor.get(`/api/search/counts?q=${q(`%_\\'"`)}`);
    expect(symbols.json()).toEqual({ members: 0, posts: 0, articles: 0, businesses: 0 });
  });
});
