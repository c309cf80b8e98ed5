import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CURSOR } from "../../shared/contracts/common";
import { createTestApp, type SignedInMember, signedInMember, type TestContext } from "../test/test-app";

let ctx: TestContext;
let member: SignedInMember;
let admin: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  member = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
});
afterAll(() => ctx.close());

const cursorOf = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** GET routes whose query takes a `cursor`: every keyset list, read from the route table. */
function cursorRoutes(routes: RouteOptions[]): string[] {
  return routes
    .filter(
      (route) => route.method === "GET" || (Array.isArray(route.method) && route.method.includes("GET")),
    )
    .filter((route) => {
      const query = (route.schema?.querystring ?? null) as { shape?: Record<string, unknown> } | null;
      const shape =
        query?.shape ?? (query as { _def?: { schema?: { shape?: object } } })?._def?.schema?.shape;
      return shape !== undefined && "cursor" in shape;
    })
    .map((route) => route.url.replace(/:(\w+)/g, "1").replace(/\/$/, ""));
}

describe("ids beyond 32 bits", () => {
  it("answer 400, never 500, in paths, bodies and cursors", async () => {
    const cases = [
      ["PATCH", "/api/connections/9999999999", { status: "accepted" }],
      ["PATCH", "/api/messages/9999999999/read", undefined],
      ["PUT", "/api/opportunities/9999999999/save", undefined],
      ["GET", "/api/messages?cursor=1_9999999999", undefined],
      ["POST", "/api/connections/request", { toUserId: 8640000000000001 }],
    ] as const;
    for (const [method, url, body] of cases) {
      const response = await member.client.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
  });
});

const KEYSET_LISTS = [
  "/api/feed",
  "/api/feed/1/comments",
  "/api/articles",
  "/api/businesses",
  "/api/businesses/1/reviews",
  "/api/feed/bookmarks",
  "/api/referrals/pending",
  "/api/services/orders",
  "/api/admin/users",
  "/api/admin/posts",
  "/api/admin/articles",
  "/api/messages",
];

describe("forged cursors", () => {
  const forged = [
    "d|2026-02-30T00:00:00Z|1",
    "d|0000-01-01T00:00:00Z|1",
    "d|9999-12-31T23:59:59Z|1",
    "d|1899-12-31T23:59:59.999999Z|1",
    "d|2026-01-01T24:00:00Z|1",
    "d|2026-01-01T00:00:00Z|9999999999",
    "d|2026-01-01T00:00:00Z|0",
    "d|2026-01-01T00:00:00Z|1|2",
    "x|2026-01-01T00:00:00Z|1",
    "not a cursor",
  ];

  it("are refused with 400 by every keyset list (feed, comments, articles, businesses, reviews, bookmarks, referrals, orders, admin lists)", async () => {
    const urls = cursorRoutes(ctx.routes);
    expect(urls).toEqual(expect.arrayContaining(KEYSET_LISTS));
    for (const url of urls) {
      for (const text of forged) {
        const response = await admin.client.get(`${url}?cursor=${cursorOf(text)}`);
        expect(response.statusCode, `${url} ${text}`).toBe(400);
        expect(typeof response.json().message, `${url} ${text}`).toBe("string");
        // Lists on the one keyset cursor say so in one sentence (conversations and notifications page by an id).
        if (KEYSET_LISTS.includes(url))
          expect(response.json().message, `${url} ${text}`).toBe(INVALID_CURSOR);
      }
    }
  });

  it("refuses article date filters outside 1900–2100 or not on the calendar", async () => {
    for (const query of ["from=0000-01-01", "to=9999-12-31", "from=2026-02-30", "to=1899-12-31"]) {
      const response = await member.client.get(`/api/articles?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await member.client.get("/api/articles?from=2026-02-28&to=2100-12-31")).statusCode).toBe(200);
  });
});
