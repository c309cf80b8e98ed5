import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANNOT_DISMISS_SELF, MEMBER_NOT_FOUND } from "../../../shared/contracts/matching";
import { matchDismissals } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

/** "Not interested" (issue 29 point 4): the member leaves every suggestion list of the viewer at once. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

let ip = 10;
const member = (profile = {}) => signedInMember(ctx, profile, { ip: `10.4.0.${ip++}` });

async function seekerWithTwoMatches() {
  const bookkeeper = await insertUser(ctx.db, {
    jobTitle: "Bookkeeper",
    servicesOffered: "bookkeeping for small businesses",
    location: "Tallinn",
  });
  const accountant = await insertUser(ctx.db, {
    jobTitle: "Accountant",
    servicesOffered: "bookkeeping and tax returns",
    location: "Tartu",
  });
  const seeker = await member({ lookingFor: "a bookkeeper", location: "Narva" });
  return { seeker, bookkeeper, accountant };
}

async function suggestedIds(client: TestClient) {
  const [dashboard, matches, insights] = await Promise.all([
    client.get("/api/dashboard/recommendations"),
    client.get("/api/referrals/matches?limit=20"),
    client.get("/api/network/insights"),
  ]);
  return {
    dashboard: (dashboard.json() as { id: number }[]).map((item) => item.id),
    matches: (matches.json() as { id: number }[]).map((item) => item.id),
    insights: (insights.json().recommendations as { id: number }[]).map((item) => item.id),
  };
}

describe("POST /api/matches/{memberId}/dismiss", () => {
  it("takes the member out of the dashboard, AI matches and insights at once, and undo brings them back", async () => {
    const { seeker, bookkeeper, accountant } = await seekerWithTwoMatches();
    const before = await suggestedIds(seeker.client);
    expect(before.dashboard).toContain(bookkeeper.id);
    expect(before.matches).toContain(bookkeeper.id);

    const dismissed = await seeker.client.post(`/api/matches/${bookkeeper.id}/dismiss`, {
      reason: "not_relevant",
    });
    expect(dismissed.statusCode).toBe(201);
    expect(dismissed.json()).toEqual({
      memberId: bookkeeper.id,
      reason: "not_relevant",
      dismissedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const after = await suggestedIds(seeker.client);
    for (const list of Object.values(after)) expect(list).not.toContain(bookkeeper.id);
    expect(after.dashboard).toContain(accountant.id);

    const again = await seeker.client.post(`/api/matches/${bookkeeper.id}/dismiss`, {});
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ reason: null, dismissedAt: dismissed.json().dismissedAt });

    const undone = await seeker.client.delete(`/api/matches/${bookkeeper.id}/dismiss`);
    expect(undone.statusCode).toBe(204);
    expect((await suggestedIds(seeker.client)).dashboard).toContain(bookkeeper.id);
    expect((await seeker.client.delete(`/api/matches/${bookkeeper.id}/dismiss`)).statusCode).toBe(204);
  });

  it("is the viewer's own: another member still sees the dismissed member", async () => {
    const { seeker, bookkeeper } = await seekerWithTwoMatches();
    const other = await member({ lookingFor: "a bookkeeper", location: "Narva" });
    await seeker.client.post(`/api/matches/${bookkeeper.id}/dismiss`, {});
    expect((await suggestedIds(other.client)).dashboard).toContain(bookkeeper.id);
  });

  it("refuses oneself (400), a missing member (404), an unknown reason or field (400); visitors 401", async () => {
    const viewer = await member();
    const self = await viewer.client.post(`/api/matches/${viewer.user.id}/dismiss`, {});
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: CANNOT_DISMISS_SELF });
    const missing = await viewer.client.post("/api/matches/2000000000/dismiss", {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MEMBER_NOT_FOUND });
    const target = await insertUser(ctx.db);
    expect(
      (await viewer.client.post(`/api/matches/${target.id}/dismiss`, { reason: "bored" })).statusCode,
    ).toBe(400);
    expect((await viewer.client.post(`/api/matches/${target.id}/dismiss`, { extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await viewer.client.post("/api/matches/0/dismiss", {})).statusCode).toBe(400);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post(`/api/matches/${target.id}/dismiss`, {})).statusCode).toBe(401);
    expect((await visitor.delete(`/api/matches/${target.id}/dismiss`)).statusCode).toBe(401);
  });

  it("are the member's data: in their export, and gone with their account", async () => {
    const { seeker, bookkeeper } = await seekerWithTwoMatches();
    await seeker.client.post(`/api/matches/${bookkeeper.id}/dismiss`, { reason: "not_now" });
    const exported = (await seeker.client.get("/api/account/export")).json();
    expect(exported.notInterested).toEqual([
      { memberId: bookkeeper.id, reason: "not_now", dismissedAt: expect.any(String) },
    ]);
    const deleted = await seeker.client.request("DELETE", "/api/account", {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const left = await ctx.db
      .select()
      .from(matchDismissals)
      .where(
        or(eq(matchDismissals.memberId, seeker.user.id), eq(matchDismissals.dismissedId, seeker.user.id)),
      );
    expect(left).toEqual([]);
  });
});
