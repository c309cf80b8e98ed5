import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CURSOR } from "../../../shared/contracts/common";
import type { BusinessListResponse } from "../../../shared/contracts/directory";
import { businesses } from "../../db/schema";
import { buildBusiness, insertUser } from "../../db/seed/factories";
import {
  BUSINESS_KEYS,
  businessActors,
  insertTestBusiness,
  issueMessages,
} from "../../test/helpers/directory-test-helpers";
import { createTestApp, type TestClient, type TestContext } from "../../test/test-app";
import { RANKED_SEARCH_MAX } from "./business-list.service";

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
      averageRating: 0,
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

  it("finds businesses by their city or state, alone or with a word of their description", async () => {
    const city = `Kellbridge${uniqueWord()}`;
    const inCity = await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Harbor Print ${uniqueWord()}`,
      description: "Printing for events.",
      city,
      state: "Oregon",
    });
    await insertTestBusiness(ctx, {
      ownerId: actors.owner.user.id,
      name: `Harbor Print ${uniqueWord()}`,
      description: "Printing for events.",
      city: "Elsewhere",
    });
    expect((await list(`?search=${city}`)).body.businesses.map((b) => b.id)).toEqual([inCity.id]);
    expect((await list(`?search=printing%20${city}`)).body.businesses.map((b) => b.id)).toEqual([inCity.id]);
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
    expect(bad.body.message).toBe(INVALID_CURSOR);
  });
});
