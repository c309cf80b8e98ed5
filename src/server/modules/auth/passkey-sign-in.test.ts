import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeyChallenges, users } from "../../db/schema";
import { CURRENT_USER_KEYS } from "../../test/expected-keys";
import { freshIp } from "../../test/helpers/fresh-ip";
import {
  auditOf,
  cookieFrom,
  memberWithPasskey,
  passkeysOf,
  passwordlessOptions,
  registerPasskey,
  startPasskeyTestApp,
} from "../../test/helpers/passkey-test-helpers";
import { SoftwareAuthenticator } from "../../test/helpers/software-authenticator";
import { hasSessionCookie, memberWithTotp, passwordStep } from "../../test/helpers/two-factor-test-helpers";
import { signedInMember, TEST_ORIGIN, TestClient, type TestContext } from "../../test/test-app";
import { updateSignInPolicy } from "./two-factor-policy";

let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, close } = await startPasskeyTestApp());
});
afterAll(() => close());

describe("passwordless sign-in", () => {
  it("signs in with the passkey alone: the same answer and a new session, as a password sign-in", async () => {
    const { user, authenticator, passkey } = await memberWithPasskey(ctx);
    const attempt = await passwordlessOptions(ctx, freshIp());
    expect(attempt.response.statusCode).toBe(200);
    expect(attempt.options).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      rpId: "netwise.test",
      timeout: 60000,
      userVerification: "required",
    });
    expect(cookieFrom(attempt.response, "netwise_passkey_challenge")).toBeDefined();
    // The browser carried an older session: signing in replaces it (rotation).
    const older = await signedInMember(ctx);
    const done = await attempt.verify(authenticator.assert(attempt.options), older.client.cookie);
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual([...CURRENT_USER_KEYS].sort());
    expect(done.json().id).toBe(user.id);
    expect(hasSessionCookie(done)).toBe(true);
    expect((await attempt.browser.get("/api/auth/me")).json().id).toBe(user.id);
    expect((await older.client.get("/api/auth/me")).statusCode).toBe(401);
    const [stored] = await passkeysOf(ctx.db, user.id);
    expect(stored?.counter).toBe(1);
    expect(stored?.lastUsedAt).not.toBeNull();
    const listed = (await attempt.browser.get("/api/auth/passkeys")).json().passkeys;
    expect(listed[0].id).toBe(passkey.id);
    expect(listed[0].lastUsedAt).not.toBeNull();
  });

  it("refuses a replayed answer, an expired challenge and another browser's challenge", async () => {
    const { user, authenticator } = await memberWithPasskey(ctx);
    const attempt = await passwordlessOptions(ctx, freshIp());
    const answer = authenticator.assert(attempt.options);
    expect((await attempt.verify(answer)).statusCode).toBe(200);
    const replay = await attempt.verify(answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/timed out or was already used/);
    expect(hasSessionCookie(replay)).toBe(false);
    expect(await auditOf(ctx.db, user.id)).toContainEqual(
      expect.objectContaining({ action: "member.passkey_refused" }),
    );

    const late = await passwordlessOptions(ctx, freshIp());
    await ctx.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, late.options.challenge));
    expect((await late.verify(authenticator.assert(late.options))).statusCode).toBe(400);

    // Options given to one browser: another browser (no challenge cookie) cannot use them.
    const mine = await passwordlessOptions(ctx, freshIp());
    const thief = new TestClient(ctx.app, { ip: freshIp() });
    const stolen = await thief.post("/api/auth/passkeys/authentication/verify", {
      response: authenticator.assert(mine.options),
    });
    expect(stolen.statusCode).toBe(400);
    expect(hasSessionCookie(stolen)).toBe(false);
  });

  it("refuses an unknown passkey, a wrong origin, a wrong site, no user verification and a foreign user handle", async () => {
    const { user, authenticator } = await memberWithPasskey(ctx);
    const stranger = new SoftwareAuthenticator(TEST_ORIGIN);
    stranger.register({
      challenge: "x",
      rp: { id: "netwise.test", name: "N" },
      user: { id: "AQID", name: "a", displayName: "a" },
    });
    const unknown = await passwordlessOptions(ctx, freshIp());
    const unknownAnswer = await unknown.verify(stranger.assert(unknown.options));
    expect(unknownAnswer.statusCode).toBe(401);
    expect(unknownAnswer.json().message).toMatch(/not registered here/);

    const before = (await passkeysOf(ctx.db, user.id))[0]?.counter;
    const cases = [
      {
        overrides: { origin: "http://evil.test" },
        status: 400,
        message: /another site/,
        reason: "wrong origin",
      },
      { overrides: { rpId: "evil.test" }, status: 400, message: /another site/, reason: "wrong site" },
      { overrides: { userVerified: false }, status: 400, message: /did not verify you/, reason: "signature" },
      {
        overrides: { userHandle: "AQID" },
        status: 401,
        message: /another account/,
        reason: "user handle does not match",
      },
    ];
    for (const { overrides, status, message, reason } of cases) {
      const attempt = await passwordlessOptions(ctx, freshIp());
      const answer = await attempt.verify(authenticator.assert(attempt.options, overrides));
      expect(answer.statusCode, reason).toBe(status);
      expect(answer.json().message, reason).toMatch(message);
      expect(hasSessionCookie(answer)).toBe(false);
      expect(await auditOf(ctx.db, user.id)).toContainEqual({
        action: "member.passkey_refused",
        details: expect.objectContaining({ reason }),
      });
    }
    expect((await passkeysOf(ctx.db, user.id))[0]?.counter).toBe(before);
  });

  it("refuses a signature counter that does not grow (a copied passkey) and audits it", async () => {
    const { user, authenticator } = await memberWithPasskey(ctx);
    const first = await passwordlessOptions(ctx, freshIp());
    expect((await first.verify(authenticator.assert(first.options, { counter: 5 }))).statusCode).toBe(200);
    for (const counter of [5, 3]) {
      const attempt = await passwordlessOptions(ctx, freshIp());
      const refused = await attempt.verify(authenticator.assert(attempt.options, { counter }));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/counter/);
    }
    expect((await passkeysOf(ctx.db, user.id))[0]?.counter).toBe(5);
    expect(await auditOf(ctx.db, user.id)).toContainEqual({
      action: "member.passkey_refused",
      details: expect.objectContaining({ reason: "signature counter did not advance" }),
    });
    const next = await passwordlessOptions(ctx, freshIp());
    expect((await next.verify(authenticator.assert(next.options, { counter: 6 }))).statusCode).toBe(200);
  });

  it("refuses a deactivated member and validates the body", async () => {
    const { user, authenticator } = await memberWithPasskey(ctx);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const attempt = await passwordlessOptions(ctx, freshIp());
    const refused = await attempt.verify(authenticator.assert(attempt.options));
    expect(refused.statusCode).toBe(403);
    expect(hasSessionCookie(refused)).toBe(false);
    const visitor = new TestClient(ctx.app);
    for (const body of [{}, { response: {} }, { response: { id: "a" } }])
      expect((await visitor.post("/api/auth/passkeys/authentication/verify", body)).statusCode).toBe(400);
    expect(
      (await visitor.post("/api/auth/passkeys/authentication/options", { purpose: "other" })).statusCode,
    ).toBe(400);
  });
});

describe("a passkey as the second factor", () => {
  const secondFactorOptions = async (step: Awaited<ReturnType<typeof passwordStep>>) => {
    const challengeCookie = cookieFrom(step.response, "netwise_login_challenge");
    const response = await step.browser.post(
      "/api/auth/passkeys/authentication/options",
      { purpose: "second-factor" },
      challengeCookie ? { cookie: challengeCookie } : {},
    );
    return {
      response,
      options: response.json(),
      verify: (answer: unknown) =>
        step.browser.post(
          "/api/auth/passkeys/authentication/verify",
          { response: answer },
          challengeCookie ? { cookie: challengeCookie } : {},
        ),
    };
  };

  it("asks a member with a passkey (and no app) for it after the password, and completes with it", async () => {
    const { user, authenticator } = await memberWithPasskey(ctx);
    const step = await passwordStep(ctx, user.email, freshIp());
    expect(step.response.json()).toEqual({ twoFactorRequired: true, methods: ["passkey"] });
    expect(hasSessionCookie(step.response)).toBe(false);

    const second = await secondFactorOptions(step);
    expect(second.response.statusCode).toBe(200);
    const [credential] = authenticator.credentials;
    expect(second.options.allowCredentials).toEqual([
      { id: credential?.id.toString("base64url"), type: "public-key", transports: ["internal"] },
    ]);
    const done = await second.verify(authenticator.assert(second.options));
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual([...CURRENT_USER_KEYS].sort());
    expect(hasSessionCookie(done)).toBe(true);
    expect((await step.browser.get("/api/auth/me")).json().id).toBe(user.id);
    // The half-signed-in state was used up.
    expect((await secondFactorOptions(step)).response.statusCode).toBe(401);
  });

  it("lists the passkey beside the app and recovery codes", async () => {
    const member = await memberWithTotp(ctx);
    await registerPasskey(member.client, new SoftwareAuthenticator(TEST_ORIGIN));
    const step = await passwordStep(ctx, member.user.email, freshIp());
    expect(step.response.json()).toEqual({
      twoFactorRequired: true,
      methods: ["totp", "recovery", "passkey"],
    });
  });

  it("refuses another member's passkey (audited) and leaves the half-signed-in state usable", async () => {
    const alice = await memberWithPasskey(ctx);
    const bob = await memberWithPasskey(ctx);
    const step = await passwordStep(ctx, alice.user.email, freshIp());
    const second = await secondFactorOptions(step);
    const refused = await second.verify(bob.authenticator.assert(second.options));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/another account/);
    expect(hasSessionCookie(refused)).toBe(false);
    expect(await auditOf(ctx.db, alice.user.id)).toContainEqual({
      action: "member.passkey_refused",
      details: expect.objectContaining({ reason: "another member's passkey" }),
    });
    // Alice can still finish with her own passkey on new options.
    const retry = await secondFactorOptions(step);
    expect((await retry.verify(alice.authenticator.assert(retry.options))).statusCode).toBe(200);
  });

  it("needs the half-signed-in state: none, expired, or a member without passkeys is refused", async () => {
    const visitor = new TestClient(ctx.app);
    const none = await visitor.post("/api/auth/passkeys/authentication/options", {
      purpose: "second-factor",
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/timed out/);

    const member = await memberWithTotp(ctx);
    const step = await passwordStep(ctx, member.user.email, freshIp());
    const noPasskey = await secondFactorOptions(step);
    expect(noPasskey.response.statusCode).toBe(400);
    expect(noPasskey.response.json().message).toMatch(/no passkey/);

    const { user, authenticator } = await memberWithPasskey(ctx);
    const late = await passwordStep(ctx, user.email, freshIp());
    const second = await secondFactorOptions(late);
    await ctx.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passkeyChallenges.userId, user.id), eq(passkeyChallenges.purpose, "second_factor")));
    const expired = await second.verify(authenticator.assert(second.options));
    expect(expired.statusCode).toBe(400);
    expect(hasSessionCookie(expired)).toBe(false);
  });

  it("counts a passkey as the second factor the platform may require", async () => {
    const member = await memberWithPasskey(ctx);
    const bare = await signedInMember(ctx);
    await updateSignInPolicy(ctx.db, member.user.id, { requireTwoFactor: "everyone" });
    try {
      expect((await member.client.get("/api/auth/2fa")).json().setupRequired).toBe(false);
      expect((await member.client.get("/api/account/tour")).statusCode).toBe(200);
      expect((await bare.client.get("/api/account/tour")).statusCode).toBe(403);
    } finally {
      await updateSignInPolicy(ctx.db, member.user.id, { requireTwoFactor: "off" });
    }
  });
});
