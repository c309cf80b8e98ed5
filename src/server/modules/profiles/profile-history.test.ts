import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  currentMonth,
  END_BEFORE_START,
  EXPERIENCE_MAX,
  IN_THE_FUTURE,
} from "../../../shared/contracts/profile-history";
import { memberFollows, profileEducation, profileExperience, topicFollows } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertConnection, insertUser } from "../../db/seed/factories";
import { DAY_MS } from "../../http/rate-limit";
import { PUBLIC_PROFILE_KEYS, VIEWER_PROFILE_KEYS } from "../../test/expected-keys";
import { summaryKeysWith } from "../../test/helpers/member-summary-keys";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let visitor: TestClient;
let admin: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  admin = await signedInMember(ctx, { role: "admin" });
});
afterAll(() => ctx.close());

const nextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
};

const job = {
  title: "Designer",
  company: "Acme",
  location: "Lisbon",
  startMonth: "2020-01",
  endMonth: "2022-06",
};

describe("POST/PATCH/DELETE /api/profile/experience", () => {
  it("adds, edits and deletes an entry of one's own, with exact shapes", async () => {
    const member = await signedInMember(ctx);
    const created = await member.client.post("/api/profile/experience", {
      ...job,
      description: "Brand work",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({ id, ...job, description: "Brand work", isCurrent: false });
    const current = await member.client.post("/api/profile/experience", {
      title: "Lead designer",
      company: "Loopdesk",
      startMonth: currentMonth(),
    });
    expect(current.json()).toMatchObject({
      endMonth: null,
      isCurrent: true,
      location: null,
      description: null,
    });
    const edited = await member.client.patch(`/api/profile/experience/${id}`, {
      title: "Senior designer",
      endMonth: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, title: "Senior designer", company: "Acme", isCurrent: true });
    const profile = (await visitor.get(`/api/profile/${member.user.username}`)).json();
    expect(profile.experience.map((entry: { id: number }) => entry.id)).toEqual([current.json().id, id]);
    const removed = await member.client.delete(`/api/profile/experience/${id}`);
    expect(removed.statusCode).toBe(204);
    expect((await member.client.delete(`/api/profile/experience/${id}`)).statusCode).toBe(404);
  });

  it("refuses an end before the start and a month beyond the current one, on the field (400)", async () => {
    const member = await signedInMember(ctx);
    const backwards = await member.client.post("/api/profile/experience", { ...job, endMonth: "2019-12" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([{ path: "endMonth", message: END_BEFORE_START }]);
    const future = await member.client.post("/api/profile/experience", {
      ...job,
      startMonth: nextMonth(),
      endMonth: null,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().issues).toEqual([{ path: "startMonth", message: IN_THE_FUTURE }]);
    for (const bad of [
      { ...job, startMonth: "2020-13" },
      { ...job, startMonth: "2020-1" },
      { ...job, title: " " },
      { ...job, company: undefined },
      { ...job, extra: true },
      { ...job, description: "x".repeat(2001) },
    ]) {
      expect((await member.client.post("/api/profile/experience", bad)).statusCode).toBe(400);
    }
    const created = await member.client.post("/api/profile/experience", job);
    const id = created.json().id as number;
    const patchBackwards = await member.client.patch(`/api/profile/experience/${id}`, {
      startMonth: "2023-01",
    });
    expect(patchBackwards.statusCode).toBe(400);
    expect(patchBackwards.json().message).toBe(`End month: ${END_BEFORE_START}`);
    expect((await member.client.patch(`/api/profile/experience/${id}`, {})).statusCode).toBe(400);
    const rows = await ctx.db
      .select()
      .from(profileExperience)
      .where(eq(profileExperience.userId, member.user.id));
    expect(rows.map((row) => row.startMonth)).toEqual(["2020-01"]);
  });

  it(`holds at most ${EXPERIENCE_MAX} entries`, async () => {
    const member = await signedInMember(ctx);
    await ctx.db.insert(profileExperience).values(
      Array.from({ length: EXPERIENCE_MAX }, () => ({
        userId: member.user.id,
        title: "T",
        company: "C",
        startMonth: "2020-01",
      })),
    );
    expect((await member.client.post("/api/profile/experience", job)).statusCode).toBe(400);
  });

  it("another member's entry is a 404 to everyone else, admins included; visitors get 401", async () => {
    const owner = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const id = (await owner.client.post("/api/profile/experience", job)).json().id as number;
    expect((await other.client.patch(`/api/profile/experience/${id}`, { title: "Hacked" })).statusCode).toBe(
      404,
    );
    expect((await other.client.delete(`/api/profile/experience/${id}`)).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/profile/experience/${id}`)).statusCode).toBe(404);
    expect((await visitor.post("/api/profile/experience", job)).statusCode).toBe(401);
    expect((await visitor.patch(`/api/profile/experience/${id}`, { title: "x" })).statusCode).toBe(401);
    expect((await visitor.delete(`/api/profile/experience/${id}`)).statusCode).toBe(401);
  });
});

describe("POST/PATCH/DELETE /api/profile/education", () => {
  it("adds, edits, lists and deletes a school", async () => {
    const member = await signedInMember(ctx);
    const created = await member.client.post("/api/profile/education", {
      school: "University of Porto",
      degree: "MSc",
      field: "Design",
      startYear: 2014,
      endYear: 2016,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({
      id,
      school: "University of Porto",
      degree: "MSc",
      field: "Design",
      startYear: 2014,
      endYear: 2016,
    });
    const minimal = await member.client.post("/api/profile/education", { school: "Evening school" });
    expect(minimal.json()).toEqual({
      id: minimal.json().id,
      school: "Evening school",
      degree: null,
      field: null,
      startYear: null,
      endYear: null,
    });
    const edited = await member.client.patch(`/api/profile/education/${id}`, { degree: "PhD" });
    expect(edited.json()).toMatchObject({ id, degree: "PhD", endYear: 2016 });
    const profile = (await visitor.get(`/api/profile/${member.user.username}`)).json();
    expect(profile.education).toHaveLength(2);
    expect((await member.client.delete(`/api/profile/education/${id}`)).statusCode).toBe(204);
    expect((await member.client.patch(`/api/profile/education/${id}`, { degree: "x" })).statusCode).toBe(404);
  });

  it("refuses an end year before the start, a bad year and a missing school (400); another's entry 404", async () => {
    const member = await signedInMember(ctx);
    const backwards = await member.client.post("/api/profile/education", {
      school: "S",
      startYear: 2016,
      endYear: 2014,
    });
    expect(backwards.json().issues).toEqual([{ path: "endYear", message: END_BEFORE_START }]);
    expect(
      (await member.client.post("/api/profile/education", { school: "S", startYear: 1800 })).statusCode,
    ).toBe(400);
    expect(
      (await member.client.post("/api/profile/education", { school: "S", startYear: 3000 })).statusCode,
    ).toBe(400);
    expect((await member.client.post("/api/profile/education", { degree: "BA" })).statusCode).toBe(400);
    const id = (await member.client.post("/api/profile/education", { school: "S", startYear: 2010 })).json()
      .id;
    expect((await member.client.patch(`/api/profile/education/${id}`, { endYear: 2009 })).statusCode).toBe(
      400,
    );
    const other = await signedInMember(ctx);
    expect((await other.client.delete(`/api/profile/education/${id}`)).statusCode).toBe(404);
    expect((await visitor.post("/api/profile/education", { school: "S" })).statusCode).toBe(401);
  });
});

describe("GET /api/profile/{username} network fields", () => {
  it("answers counts to a visitor, and to a signed-in viewer what the two share", async () => {
    const member = await signedInMember(ctx);
    const viewer = await signedInMember(ctx);
    // Named most recently active first: 2, 3 and 4 days ago (then 5 days ago, then never).
    const mutuals = await Promise.all(
      [5, 3, 4, null, 2].map((daysAgo) =>
        insertUser(ctx.db, {
          lastActiveAt: daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY_MS),
        }),
      ),
    );
    for (const mutual of mutuals) {
      await insertConnection(ctx.db, {
        userId: member.user.id,
        connectedUserId: mutual.id,
        status: "accepted",
      });
      await insertConnection(ctx.db, {
        userId: mutual.id,
        connectedUserId: viewer.user.id,
        status: "accepted",
      });
    }
    const onlyTheirs = await insertUser(ctx.db);
    await insertConnection(ctx.db, {
      userId: onlyTheirs.id,
      connectedUserId: member.user.id,
      status: "accepted",
    });
    const pending = await insertUser(ctx.db);
    await insertConnection(ctx.db, { userId: pending.id, connectedUserId: member.user.id });
    const fan = await insertUser(ctx.db);
    await member.client.post("/api/profile/experience", { ...job, company: "Acme Studio" });
    await viewer.client.post("/api/profile/experience", { ...job, company: "acme studio" });
    await viewer.client.put(`/api/members/${member.user.id}/follow`);
    await member.client.put(`/api/members/${fan.id}/follow`);

    const asVisitor = (await visitor.get(`/api/profile/${member.user.username}`)).json();
    expect(Object.keys(asVisitor).sort()).toEqual(PUBLIC_PROFILE_KEYS);
    // 6 connections follow; the viewer follows explicitly.
    expect(asVisitor).toMatchObject({ connectionCount: 6, followerCount: 7, followingCount: 7 });

    const asViewer = (await viewer.client.get(`/api/profile/${member.user.username}`)).json();
    expect(Object.keys(asViewer).sort()).toEqual(VIEWER_PROFILE_KEYS);
    expect(asViewer).toMatchObject({ isFollowing: true, sharedCompanies: ["Acme Studio"] });
    expect(asViewer.mutualConnections.count).toBe(5);
    expect(asViewer.mutualConnections.members).toHaveLength(3);
    expect(Object.keys(asViewer.mutualConnections.members[0]).sort()).toEqual(summaryKeysWith("name"));
    expect(asViewer.mutualConnections.members.map((shown: { id: number }) => shown.id)).toEqual(
      [4, 1, 2].map((at) => mutuals[at]?.id),
    );

    const own = (await member.client.get(`/api/profile/${member.user.username}`)).json();
    expect(own).toMatchObject({
      isFollowing: false,
      mutualConnections: { count: 0, members: [] },
      sharedCompanies: [],
    });
    const asAdmin = (await admin.client.get(`/api/profile/${member.user.username}`)).json();
    expect(asAdmin).toMatchObject({ isFollowing: false, mutualConnections: { count: 0, members: [] } });
  });
});

describe("data export and account deletion", () => {
  it("export the member's history and follows; deletion removes them", async () => {
    const member = await signedInMember(ctx);
    const followed = await insertUser(ctx.db);
    const follower = await signedInMember(ctx);
    await member.client.post("/api/profile/experience", job);
    await member.client.post("/api/profile/education", { school: "Porto" });
    await member.client.put(`/api/members/${followed.id}/follow`);
    await member.client.put("/api/topics/design/follow");
    await follower.client.put(`/api/members/${member.user.id}/follow`);
    const exported = (await member.client.get("/api/account/export")).json();
    expect(exported.experience).toEqual([
      expect.objectContaining({
        title: "Designer",
        company: "Acme",
        startMonth: "2020-01",
        endMonth: "2022-06",
      }),
    ]);
    expect(exported.experience[0].userId).toBeUndefined();
    expect(exported.education).toEqual([expect.objectContaining({ school: "Porto" })]);
    expect(exported.follows.members).toEqual([
      expect.objectContaining({ memberId: followed.id, state: "following" }),
    ]);
    expect(exported.follows.topics).toEqual([expect.objectContaining({ tag: "design" })]);

    const deleted = await member.client.request("DELETE", "/api/account", {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await ctx.db.select().from(profileExperience).where(eq(profileExperience.userId, member.user.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(profileEducation).where(eq(profileEducation.userId, member.user.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(memberFollows).where(eq(memberFollows.followedId, member.user.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(topicFollows).where(eq(topicFollows.userId, member.user.id))).toEqual(
      [],
    );
  });
});
