import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD } from "../../db/seed/factories";
import { listenOnce, openEventStream, type SseConnection } from "../../test/sse-client";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

/**
 * M1 (second outside test): a live event stream ends with its session. Every way a session ends
 * closes the streams it opened within 5 seconds; the other sessions' streams stay open.
 */
let ctx: TestContext;
let baseUrl: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000, liveHeartbeatMs: 300, liveSessionCheckMs: 500 });
  baseUrl = await listenOnce(ctx.app);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await ctx.close();
});

const WITHIN_MS = 5_000;

async function streamFor(cookie: string | undefined) {
  const stream = await openEventStream(baseUrl, { cookie });
  expect(stream.status).toBe(200);
  open.push(stream);
  return stream;
}

/** The member's second session (another device). */
async function secondDevice(member: SignedInMember) {
  const client = new TestClient(ctx.app);
  const login = await client.post("/api/auth/login", {
    email: member.user.email,
    password: DEFAULT_TEST_PASSWORD,
  });
  expect(login.statusCode).toBe(200);
  return client;
}

/** Resolves true when the stream closed within the time, false otherwise. */
const closesWithin = (stream: SseConnection, ms = WITHIN_MS) =>
  Promise.race([
    stream.closed.then(() => true),
    new Promise<boolean>((done) => setTimeout(() => done(false), ms)),
  ]);

const staysOpen = async (stream: SseConnection) => expect(await closesWithin(stream, 800)).toBe(false);

describe("GET /api/events ends with its session (M1)", () => {
  it("sign-out closes that session's stream, not the other device's", async () => {
    const member = await signedInMember(ctx);
    const phone = await secondDevice(member);
    const here = await streamFor(member.client.cookie);
    const there = await streamFor(phone.cookie);
    expect((await member.client.post("/api/auth/logout", {})).statusCode).toBeLessThan(300);
    expect(await closesWithin(here)).toBe(true);
    await staysOpen(there);
  });

  it("'sign out other sessions' and ending one session close those sessions' streams", async () => {
    const member = await signedInMember(ctx);
    const phone = await secondDevice(member);
    const tablet = await secondDevice(member);
    const here = await streamFor(member.client.cookie);
    const onPhone = await streamFor(phone.cookie);
    const onTablet = await streamFor(tablet.cookie);
    const listed = (await member.client.get("/api/auth/sessions")).json();
    const sessionsListed = (Array.isArray(listed) ? listed : listed.sessions) as {
      id: number;
      current: boolean;
    }[];
    const [phoneSessionId] = (
      await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, member.user.id))
    )
      .map((row) => row.id)
      .filter((id) => !sessionsListed.some((session) => session.current && session.id === id))
      .slice(0, 1);
    expect((await member.client.delete(`/api/auth/sessions/${phoneSessionId}`)).statusCode).toBe(204);
    // One of the two other devices' streams closes; then "sign out other sessions" closes the rest.
    const firstClosed = await Promise.race([
      onPhone.closed.then(() => "phone"),
      onTablet.closed.then(() => "tablet"),
      new Promise((done) => setTimeout(() => done("none"), WITHIN_MS)),
    ]);
    expect(firstClosed).not.toBe("none");
    expect((await member.client.post("/api/auth/sessions/end-others", {})).statusCode).toBe(200);
    expect(await closesWithin(onPhone)).toBe(true);
    expect(await closesWithin(onTablet)).toBe(true);
    await staysOpen(here);
  });

  it("a password change closes the other sessions' streams", async () => {
    const member = await signedInMember(ctx);
    const phone = await secondDevice(member);
    const here = await streamFor(member.client.cookie);
    const there = await streamFor(phone.cookie);
    const changed = await member.client.post("/api/auth/password", {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: "a-new-long-password-42",
    });
    expect(changed.statusCode).toBe(200);
    expect(await closesWithin(there)).toBe(true);
    await staysOpen(here);
  });

  it("an administrator's deactivation closes every stream of the member", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const member = await signedInMember(ctx);
    const stream = await streamFor(member.client.cookie);
    const done = await admin.client.patch(`/api/admin/users/${member.user.id}/status`, { isActive: false });
    expect(done.statusCode).toBe(200);
    expect(await closesWithin(stream)).toBe(true);
  });

  it("account deletion closes every stream of the member", async () => {
    const member = await signedInMember(ctx);
    const phone = await secondDevice(member);
    const there = await streamFor(phone.cookie);
    const deleted = await member.client.request("DELETE", "/api/account", {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await closesWithin(there)).toBe(true);
  });

  it("session expiry closes the stream (the periodic check)", async () => {
    const member = await signedInMember(ctx);
    const stream = await streamFor(member.client.cookie);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id));
    expect(await closesWithin(stream)).toBe(true);
  });
});
