import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberBlocks, profileViews, users } from "../../db/schema";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const viewProfile = (viewer: Awaited<ReturnType<typeof signedInMember>>, username: string) =>
  viewer.client.get(`/api/profile/${username}`);
const namesOf = (body: { viewers: { member: { firstName: string } }[] }) =>
  body.viewers.map((viewer) => viewer.member.firstName);

describe("GET /api/profile/viewers", () => {
  it("names each signed-in viewer once, latest first, page by page, with the exact shape", async () => {
    const me = await signedInMember(ctx, { firstName: "Vera", lastName: "Viewed" });
    const viewers = [];
    for (const firstName of ["Ann", "Ben", "Cy"]) {
      const viewer = await signedInMember(ctx, {
        firstName,
        lastName: "Looker",
        jobTitle: "Designer",
        company: "Acme",
      });
      expect((await viewProfile(viewer, me.user.username)).statusCode).toBe(200);
      viewers.push(viewer);
    }
    // Ann again: still once, now the latest.
    const [ann, ben, cy] = viewers;
    if (!ann) throw new Error("no viewers");
    await ctx.db
      .update(profileViews)
      .set({ createdAt: sql`now() + interval '1 minute'` })
      .where(eq(profileViews.viewerId, ann.user.id));
    await viewProfile(ann, me.user.username);

    const first = await me.client.get("/api/profile/viewers?limit=2");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      viewers: [
        {
          member: {
            id: ann.user.id,
            username: ann.user.username,
            avatar: null,
            firstName: "Ann",
            lastName: "Looker",
            jobTitle: "Designer",
            company: "Acme",
          },
          viewedAt: isoTime,
        },
        { member: expect.objectContaining({ id: cy?.user.id }), viewedAt: isoTime },
      ],
      nextCursor: expect.any(String),
      privateCount: 0,
      visitorCount: 0,
      browsingPrivately: false,
    });
    const second = (await me.client.get(`/api/profile/viewers?limit=2&cursor=${body.nextCursor}`)).json();
    expect(second).toEqual({
      viewers: [{ member: expect.objectContaining({ id: ben?.user.id }), viewedAt: isoTime }],
      nextCursor: null,
      privateCount: 0,
      visitorCount: 0,
      browsingPrivately: false,
    });
  });

  it("counts a private viewer without naming them, and a private member sees counts, not names", async () => {
    const me = await signedInMember(ctx, { firstName: "Pia" });
    const open = await signedInMember(ctx, { firstName: "Otto" });
    const hidden = await signedInMember(ctx, { firstName: "Hugo" });
    const privacy = await hidden.client.patch("/api/profile/privacy", { browsePrivately: true });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.json()).toEqual({
      showEmailToConnections: true,
      showPhoneToConnections: false,
      browsePrivately: true,
    });
    expect((await hidden.client.get("/api/auth/me")).json().browsePrivately).toBe(true);
    await viewProfile(open, me.user.username);
    await viewProfile(hidden, me.user.username);

    const seen = (await me.client.get("/api/profile/viewers")).json();
    expect(namesOf(seen)).toEqual(["Otto"]);
    expect(seen.privateCount).toBe(1);

    // Hugo's own viewers: none named while he browses privately, only counted.
    await viewProfile(open, hidden.user.username);
    await viewProfile(me, hidden.user.username);
    expect((await hidden.client.get("/api/profile/viewers")).json()).toEqual({
      viewers: [],
      nextCursor: null,
      privateCount: 2,
      visitorCount: 0,
      browsingPrivately: true,
    });
    // Switching back names later viewers; the earlier private view stays unnamed.
    await hidden.client.patch("/api/profile/privacy", { browsePrivately: false });
    expect(namesOf((await hidden.client.get("/api/profile/viewers")).json())).toEqual(["Pia", "Otto"]);
    expect((await me.client.get("/api/profile/viewers")).json().privateCount).toBe(1);
  });

  it("leaves out blocked, deactivated and old viewers, and the member's own visits", async () => {
    const me = await signedInMember(ctx);
    const blocked = await signedInMember(ctx, { firstName: "Blocked" });
    const gone = await signedInMember(ctx, { firstName: "Gone" });
    const old = await signedInMember(ctx, { firstName: "Old" });
    const recent = await signedInMember(ctx, { firstName: "Recent" });
    for (const viewer of [blocked, gone, old, recent, me]) await viewProfile(viewer, me.user.username);
    await ctx.db.insert(memberBlocks).values({ blockerId: me.user.id, blockedId: blocked.user.id });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    await ctx.db
      .update(profileViews)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(profileViews.viewerId, old.user.id));
    expect(namesOf((await me.client.get("/api/profile/viewers")).json())).toEqual(["Recent"]);
  });

  it("is the signed-in member's own list: another member sees theirs, an admin theirs, a visitor 401", async () => {
    const me = await signedInMember(ctx);
    const viewer = await signedInMember(ctx, { firstName: "Ida" });
    const admin = await signedInMember(ctx, { role: "admin" });
    await viewProfile(viewer, me.user.username);
    expect(namesOf((await me.client.get("/api/profile/viewers")).json())).toEqual(["Ida"]);
    expect(namesOf((await viewer.client.get("/api/profile/viewers")).json())).toEqual([]);
    expect(namesOf((await admin.client.get("/api/profile/viewers")).json())).toEqual([]);
    const visitor = await new TestClient(ctx.app).get("/api/profile/viewers");
    expect(visitor.statusCode).toBe(401);
  });

  it("refuses a bad limit, a forged cursor and an unknown parameter with a 400", async () => {
    const me = await signedInMember(ctx);
    for (const query of ["limit=0", "limit=51", "cursor=bm90LWEtY3Vyc29y", "sort=name"]) {
      const response = await me.client.get(`/api/profile/viewers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
    const privacy = await me.client.patch("/api/profile/privacy", { browsePrivately: "yes" });
    expect(privacy.statusCode).toBe(400);
    expect(privacy.json().message).toContain("Browse privately must be true or false");
  });

  it("never gives a member the username of a path under /profile/", async () => {
    const member = await signedInMember(ctx, { firstName: "Viewers", lastName: "!!!" });
    expect(member.user.username).not.toBe("viewers");
  });
});
