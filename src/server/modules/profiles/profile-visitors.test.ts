import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileViews, profileVisitorCounts } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD } from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { createVisitorMemory } from "./profile-visitors.service";
import { viewDay } from "./profiles.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A visitor who is not signed in, reading a profile from a browser at an address. */
const visit = (
  username: string,
  userAgent: string | null,
  ip = "203.0.113.7",
  method: "GET" | "HEAD" = "GET",
) =>
  new TestClient(ctx.app).request(method, `/api/profile/${username}`, undefined, {
    ip,
    // undefined: light-my-request then sends no User-Agent at all (else it sends its own).
    headers: { "user-agent": userAgent ?? (undefined as unknown as string) },
  });
const countsOf = (profileUserId: number) =>
  ctx.db
    .select({ viewedOn: profileVisitorCounts.viewedOn, visits: profileVisitorCounts.visits })
    .from(profileVisitorCounts)
    .where(eq(profileVisitorCounts.profileUserId, profileUserId));
const viewersOf = async (member: SignedInMember) => {
  const response = await member.client.get("/api/profile/viewers");
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("visitors who are not signed in", () => {
  it("are counted once per browser and day, never named, in GET /api/profile/viewers", async () => {
    const me = await signedInMember(ctx, { firstName: "Vera" });
    expect((await visit(me.user.username, FIREFOX)).statusCode).toBe(200);
    // Reloads from the same browser are remembered; another browser, or another address, is another visitor.
    await visit(me.user.username, FIREFOX);
    await visit(me.user.username, FIREFOX);
    await visit(me.user.username, SAFARI);
    await visit(me.user.username, FIREFOX, "198.51.100.4");

    expect(await countsOf(me.user.id)).toEqual([{ viewedOn: viewDay(new Date()), visits: 3 }]);
    expect(await viewersOf(me)).toEqual({
      viewers: [],
      nextCursor: null,
      privateCount: 0,
      visitorCount: 3,
      browsingPrivately: false,
    });
  });

  it("leave out bots by User-Agent, requests without one, HEAD requests and profiles that are not there", async () => {
    const me = await signedInMember(ctx);
    for (const userAgent of [GOOGLEBOT, "facebookexternalhit/1.1", "curl/8.5.0", "", null]) {
      expect((await visit(me.user.username, userAgent)).statusCode, String(userAgent)).toBe(200);
    }
    expect((await visit(me.user.username, FIREFOX, "203.0.113.9", "HEAD")).statusCode).toBe(200);
    expect((await visit(`${me.user.username}-gone`, FIREFOX)).statusCode).toBe(404);
    expect(await countsOf(me.user.id)).toEqual([]);
    expect((await viewersOf(me)).visitorCount).toBe(0);
  });

  it("never count the owner or a signed-in viewer, who is listed instead", async () => {
    const me = await signedInMember(ctx);
    const viewer = await signedInMember(ctx, { firstName: "Ida" });
    const ownView = await me.client.get(`/api/profile/${me.user.username}`, {
      headers: { "user-agent": FIREFOX },
    });
    expect(ownView.statusCode).toBe(200);
    await viewer.client.get(`/api/profile/${me.user.username}`, { headers: { "user-agent": SAFARI } });

    expect(await countsOf(me.user.id)).toEqual([]);
    const body = await viewersOf(me);
    expect(body.viewers.map((entry: { member: { firstName: string } }) => entry.member.firstName)).toEqual([
      "Ida",
    ]);
    expect(body.visitorCount).toBe(0);
    const views = await ctx.db.select().from(profileViews).where(eq(profileViews.profileUserId, me.user.id));
    expect(views.map((view) => view.viewerId)).toEqual([viewer.user.id]);
  });

  it("count in the list's 90-day window, also for a member who browses privately", async () => {
    const me = await signedInMember(ctx, { browsePrivately: true });
    const day = (daysAgo: number) =>
      sql`((now() - make_interval(days => ${daysAgo})) at time zone 'utc')::date`;
    await ctx.db.insert(profileVisitorCounts).values([
      { profileUserId: me.user.id, viewedOn: day(1), visits: 2 },
      { profileUserId: me.user.id, viewedOn: day(90), visits: 5 },
      { profileUserId: me.user.id, viewedOn: day(91), visits: 7 },
    ]);
    expect(await viewersOf(me)).toEqual({
      viewers: [],
      nextCursor: null,
      privateCount: 0,
      visitorCount: 7,
      browsingPrivately: true,
    });
  });

  it("go with the profile's owner when the owner deletes their account", async () => {
    const me = await signedInMember(ctx);
    await visit(me.user.username, FIREFOX);
    expect(await countsOf(me.user.id)).toHaveLength(1);
    const deleted = await me.client.request("DELETE", "/api/account", { password: DEFAULT_TEST_PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(await countsOf(me.user.id)).toEqual([]);
  });
});

describe("the memory of the day's visitors", () => {
  const morning = new Date("2026-03-02T08:00:00Z");
  const evening = new Date("2026-03-02T23:59:59Z");
  const nextDay = new Date("2026-03-03T00:00:01Z");

  it("knows a visitor again the same UTC day on the same profile only, and forgets them at midnight", () => {
    const memory = createVisitorMemory();
    expect(memory.isFirstVisitToday(1, "a:visitor", morning)).toBe(true);
    expect(memory.isFirstVisitToday(1, "a:visitor", evening)).toBe(false);
    expect(memory.isFirstVisitToday(2, "a:visitor", evening)).toBe(true);
    expect(memory.isFirstVisitToday(1, "a:other", evening)).toBe(true);
    expect(memory.isFirstVisitToday(1, "a:visitor", nextDay)).toBe(true);
  });

  it("forgets the oldest visitor first when it is full", () => {
    const memory = createVisitorMemory(2);
    for (const visitor of ["a:one", "a:two", "a:three"]) {
      expect(memory.isFirstVisitToday(1, visitor, morning)).toBe(true);
    }
    expect(memory.isFirstVisitToday(1, "a:three", morning)).toBe(false);
    expect(memory.isFirstVisitToday(1, "a:one", morning)).toBe(true);
  });
});
