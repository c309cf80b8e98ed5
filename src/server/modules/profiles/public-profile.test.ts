import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileViews } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import { PUBLIC_PROFILE_KEYS } from "../../test/expected-keys";
import { signedIn as signIn } from "../../test/helpers/profiles-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { recordProfileView } from "./profiles.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ adminEmails: [], authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides?: Parameters<typeof signIn>[1]) => signIn(ctx, overrides);

const viewsOf = async (profileUserId: number) =>
  ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(profileViews)
    .where(eq(profileViews.profileUserId, profileUserId))
    .then((rows) => rows[0]?.n ?? 0);

describe("GET /api/profile/{username}", () => {
  it("answers the public fields only, to a visitor, without e-mail or phone and without recording a view", async () => {
    const profile = await insertUser(ctx.db, {
      jobTitle: "Founder",
      company: "Acme",
      phoneNumber: "+1 555 0100",
      skills: ["Sales"],
    });
    const response = await new TestClient(ctx.app).get(`/api/profile/${profile.username}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(PUBLIC_PROFILE_KEYS);
    expect(body).toMatchObject({
      id: profile.id,
      username: profile.username,
      email: null,
      firstName: profile.firstName,
      jobTitle: "Founder",
      company: "Acme",
      phoneNumber: null,
      skills: ["Sales"],
      createdAt: profile.createdAt.toISOString(),
    });
    for (const secret of ["passwordHash", "role", "isActive", "profileCompleted", "lastActiveAt"]) {
      expect(body).not.toHaveProperty(secret);
    }
    expect(response.body).not.toContain("argon2");
    expect(await viewsOf(profile.id)).toBe(0);
  });

  it("finds the username whatever its case", async () => {
    const profile = await insertUser(ctx.db);
    const response = await new TestClient(ctx.app).get(`/api/profile/${profile.username.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(profile.id);
  });

  it("answers 404 with a message for an unknown or a deactivated member", async () => {
    const client = new TestClient(ctx.app);
    const unknown = await client.get("/api/profile/no-such-member");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Profile not found." });

    const inactive = await insertUser(ctx.db, { isActive: false });
    const { client: member } = await signedIn();
    const hidden = await member.get(`/api/profile/${inactive.username}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: "Profile not found." });
    expect(await viewsOf(inactive.id)).toBe(0);
  });

  it("answers 404 to a username longer than any username can be", async () => {
    const response = await new TestClient(ctx.app).get(`/api/profile/${"x".repeat(101)}`);
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().message).toBe("string");
  });

  it("records a signed-in member's view once per day, and never the owner's own", async () => {
    const profile = await insertUser(ctx.db);
    const { user: viewer, client } = await signedIn();
    const { client: owner } = await signedIn({ username: `${profile.username}-owner` });

    expect((await client.get(`/api/profile/${profile.username}`)).statusCode).toBe(200);
    expect((await client.get(`/api/profile/${profile.username}`)).statusCode).toBe(200);
    expect(await viewsOf(profile.id)).toBe(1);
    const [view] = await ctx.db
      .select()
      .from(profileViews)
      .where(and(eq(profileViews.profileUserId, profile.id), eq(profileViews.viewerId, viewer.id)));
    expect(view?.viewedOn).toBe(new Date().toISOString().slice(0, 10));

    const ownClient = new TestClient(ctx.app);
    await ownClient.post("/api/auth/login", { email: profile.email, password: DEFAULT_TEST_PASSWORD });
    expect((await ownClient.get(`/api/profile/${profile.username}`)).statusCode).toBe(200);
    expect(await viewsOf(profile.id)).toBe(1);

    expect((await owner.get(`/api/profile/${profile.username}`)).statusCode).toBe(200);
    expect(await viewsOf(profile.id)).toBe(2);
  });

  it("counts an admin's view like a member's, and the same viewer again on another day", async () => {
    const profile = await insertUser(ctx.db);
    const { user: admin, client } = await signedIn({ role: "admin" });
    expect((await client.get(`/api/profile/${profile.username}`)).json().id).toBe(profile.id);
    expect(await viewsOf(profile.id)).toBe(1);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await recordProfileView(ctx.db, profile.id, admin.id, tomorrow);
    await recordProfileView(ctx.db, profile.id, admin.id, tomorrow);
    expect(await viewsOf(profile.id)).toBe(2);
  });
});
