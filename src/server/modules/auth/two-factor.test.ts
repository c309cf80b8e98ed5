import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, loginChallenges, memberRecoveryCodes, memberTotp } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD } from "../../db/seed/factories";
import { CURRENT_USER_KEYS } from "../../test/expected-keys";
import { freshIp } from "../../test/helpers/fresh-ip";
import {
  hasSessionCookie,
  memberWithTotp,
  passwordStep,
  totpCode,
} from "../../test/helpers/two-factor-test-helpers";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-test-server";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({ authRateLimit: 1000, mailWorker: true, smtpUrl: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe("POST /api/auth/2fa/totp/setup and /enable", () => {
  it("gives a new secret, its otpauth URL and QR code; the factor counts only after a code verifies", async () => {
    const { user, client } = await signedInMember(ctx);
    const setup = await client.post("/api/auth/2fa/totp/setup", {});
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(Object.keys(body).sort()).toEqual(["otpauthUrl", "qrCode", "secret"]);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(url.searchParams.get("secret")).toBe(body.secret);
    expect(url.searchParams.get("issuer")).toBe("Netwise");
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    // Not on yet: signing in stays one step.
    const plain = await passwordStep(ctx, user.email, freshIp());
    expect(plain.response.statusCode).toBe(200);
    expect(Object.keys(plain.response.json()).sort()).toEqual([...CURRENT_USER_KEYS].sort());

    const wrong = await client.post("/api/auth/2fa/totp/enable", { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not correct/);

    const enable = await client.post("/api/auth/2fa/totp/enable", { code: totpCode(body.secret) });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const stored = await ctx.db
      .select()
      .from(memberRecoveryCodes)
      .where(eq(memberRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace("-", ""));
    }

    // A second set-up while on is refused; so is enabling twice.
    expect((await client.post("/api/auth/2fa/totp/setup", {})).statusCode).toBe(409);
    expect(
      (await client.post("/api/auth/2fa/totp/enable", { code: totpCode(body.secret, 1) })).statusCode,
    ).toBe(409);
    const status = await client.get("/api/auth/2fa");
    expect(status.json()).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, setupRequired: false });
  });

  it("ends the member's other sessions, e-mails them and writes the audit log", async () => {
    const { user, client } = await signedInMember(ctx);
    const other = await passwordStep(ctx, user.email, freshIp());
    expect((await other.browser.get("/api/auth/me")).statusCode).toBe(200);
    const { secret } = (await client.post("/api/auth/2fa/totp/setup", {})).json();
    expect((await client.post("/api/auth/2fa/totp/enable", { code: totpCode(secret) })).statusCode).toBe(200);
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);
    expect((await other.browser.get("/api/auth/me")).statusCode).toBe(401);
    const mail = await smtp.waitFor(user.email, (m) => m.subject === "Your Netwise sign-in settings changed");
    expect(mail.text).toContain("Two-factor sign-in with an authenticator app was turned on.");
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(user.id)));
    expect(audit.map((row) => row.action)).toContain("member.totp_enabled");
  });

  it("refuses an enable without a set-up, malformed codes, and visitors", async () => {
    const { client } = await signedInMember(ctx);
    expect((await client.post("/api/auth/2fa/totp/enable", { code: "123456" })).statusCode).toBe(400);
    for (const body of [
      {},
      { code: "12345" },
      { code: "abcdef" },
      { code: "1234567" },
      { code: "123456", x: 1 },
    ])
      expect((await client.post("/api/auth/2fa/totp/enable", body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    const visitor = new TestClient(ctx.app);
    for (const url of ["/api/auth/2fa/totp/setup", "/api/auth/2fa/totp/enable", "/api/auth/2fa/totp/disable"])
      expect((await visitor.post(url, {})).statusCode, url).toBe(401);
    expect((await visitor.post("/api/auth/2fa/recovery-codes", {})).statusCode).toBe(401);
    expect((await visitor.get("/api/auth/2fa")).statusCode).toBe(401);
  });
});

describe("two-step sign-in", () => {
  it("answers the password step with the methods and no session; a current code completes it", async () => {
    const { user, secret } = await memberWithTotp(ctx);
    const step = await passwordStep(ctx, user.email, freshIp());
    expect(step.response.statusCode).toBe(200);
    expect(step.response.json()).toEqual({ twoFactorRequired: true, methods: ["totp", "recovery"] });
    expect(hasSessionCookie(step.response)).toBe(false);
    expect((await step.browser.get("/api/auth/me")).statusCode).toBe(401);

    const done = await step.secondFactor({ code: totpCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual([...CURRENT_USER_KEYS].sort());
    expect(done.json().id).toBe(user.id);
    expect(hasSessionCookie(done)).toBe(true);
    expect((await step.browser.get("/api/auth/me")).json().id).toBe(user.id);

    // The half-signed-in state works once.
    expect((await step.secondFactor({ code: totpCode(secret, 1) })).statusCode).toBe(401);
  });

  it("refuses a replayed code, another member's code, and a wrong one", async () => {
    const alice = await memberWithTotp(ctx);
    const bob = await memberWithTotp(ctx);
    const code = totpCode(alice.secret);
    expect(
      (await (await passwordStep(ctx, alice.user.email, freshIp())).secondFactor({ code })).statusCode,
    ).toBe(200);
    const replay = await (await passwordStep(ctx, alice.user.email, freshIp())).secondFactor({ code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already used/);
    expect(hasSessionCookie(replay)).toBe(false);

    const bobsCode = totpCode(bob.secret, 1);
    const step = await passwordStep(ctx, alice.user.email, freshIp());
    if (bobsCode !== totpCode(alice.secret, 1))
      expect((await step.secondFactor({ code: bobsCode })).statusCode).toBe(401);
    expect(
      (await step.secondFactor({ code: "000000" === totpCode(alice.secret, 1) ? "111111" : "000000" }))
        .statusCode,
    ).toBe(401);
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(alice.user.id)));
    expect(audit.filter((row) => row.action === "member.second_factor_failed").length).toBeGreaterThanOrEqual(
      2,
    );
    expect(audit.find((row) => row.action === "member.second_factor_failed")?.adminId).toBeNull();
  });

  it("is bound to the browser of the first step and expires after 5 minutes", async () => {
    const { user, secret } = await memberWithTotp(ctx);
    // Another browser (no half-signed-in cookie) cannot finish it.
    await passwordStep(ctx, user.email, freshIp());
    const stranger = new TestClient(ctx.app);
    const refused = await stranger.post("/api/auth/login/second-factor", { code: totpCode(secret) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/timed out/);
    const forged = await stranger.post(
      "/api/auth/login/second-factor",
      { code: totpCode(secret) },
      { cookie: "netwise_login_challenge=not-a-real-token" },
    );
    expect(forged.statusCode).toBe(401);

    const step = await passwordStep(ctx, user.email, freshIp());
    const [challenge] = await ctx.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, user.id));
    const ttl = (challenge?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    await ctx.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, user.id));
    expect((await step.secondFactor({ code: totpCode(secret) })).statusCode).toBe(401);
  });

  it("accepts each recovery code once", async () => {
    const { user, recoveryCodes, client } = await memberWithTotp(ctx);
    const [first] = recoveryCodes as [string];
    const done = await (await passwordStep(ctx, user.email, freshIp())).secondFactor({
      recoveryCode: first.toUpperCase(),
    });
    expect(done.statusCode).toBe(200);
    const again = await (await passwordStep(ctx, user.email, freshIp())).secondFactor({
      recoveryCode: first,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/recovery code/);
    expect((await client.get("/api/auth/2fa")).json().recoveryCodesLeft).toBe(9);
  });

  it("refuses malformed second steps with 400", async () => {
    const { user } = await memberWithTotp(ctx);
    const step = await passwordStep(ctx, user.email, freshIp());
    for (const body of [
      {},
      { code: "12" },
      { recoveryCode: "short" },
      { code: "123456", recoveryCode: "abcde-fghjk" },
    ])
      expect((await step.secondFactor(body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it("allows 5 wrong codes per account in 15 minutes, then refuses even a right one", async () => {
    const { user, secret } = await memberWithTotp(ctx);
    const wrong = totpCode(secret) === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      // Each from a new browser and address: the limit is the account's.
      const step = await passwordStep(ctx, user.email, freshIp());
      expect((await step.secondFactor({ code: wrong })).statusCode).toBe(401);
    }
    const step = await passwordStep(ctx, user.email, freshIp());
    const limited = await step.secondFactor({ code: totpCode(secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(hasSessionCookie(limited)).toBe(false);
  });
});

describe("POST /api/auth/2fa/totp/disable and /recovery-codes", () => {
  it("turns the factor off with the password and a code; sign-in is one step again", async () => {
    const { user, secret, client } = await memberWithTotp(ctx);
    const wrongPassword = await client.post("/api/auth/2fa/totp/disable", {
      password: "nope",
      code: totpCode(secret),
    });
    expect(wrongPassword.statusCode).toBe(403);
    const wrongCode = await client.post("/api/auth/2fa/totp/disable", {
      password: DEFAULT_TEST_PASSWORD,
      code: totpCode(secret) === "000000" ? "111111" : "000000",
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(
      (await ctx.db.select().from(memberTotp).where(eq(memberTotp.userId, user.id)))[0]?.enabledAt,
    ).not.toBeNull();
    for (const body of [
      { code: "123456" },
      { password: DEFAULT_TEST_PASSWORD },
      { password: "x", code: "1" },
    ])
      expect((await client.post("/api/auth/2fa/totp/disable", body)).statusCode).toBe(400);

    const off = await client.post("/api/auth/2fa/totp/disable", {
      password: DEFAULT_TEST_PASSWORD,
      code: totpCode(secret),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: "Two-factor sign-in is off." });
    expect(await ctx.db.select().from(memberTotp).where(eq(memberTotp.userId, user.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, user.id)),
    ).toHaveLength(0);
    const plain = await passwordStep(ctx, user.email, freshIp());
    expect(hasSessionCookie(plain.response)).toBe(true);
    expect(
      (await client.post("/api/auth/2fa/totp/disable", { password: DEFAULT_TEST_PASSWORD, code: "123456" }))
        .statusCode,
    ).toBe(409);
  });

  it("makes a new set of recovery codes for the password; the old ones stop working", async () => {
    const { user, recoveryCodes, client } = await memberWithTotp(ctx);
    expect((await client.post("/api/auth/2fa/recovery-codes", { password: "wrong" })).statusCode).toBe(403);
    const renewed = await client.post("/api/auth/2fa/recovery-codes", { password: DEFAULT_TEST_PASSWORD });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    const old = await (await passwordStep(ctx, user.email, freshIp())).secondFactor({
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);
    const now = await (await passwordStep(ctx, user.email, freshIp())).secondFactor({
      recoveryCode: fresh[0],
    });
    expect(now.statusCode).toBe(200);

    const { client: without } = await signedInMember(ctx);
    expect(
      (await without.post("/api/auth/2fa/recovery-codes", { password: DEFAULT_TEST_PASSWORD })).statusCode,
    ).toBe(409);
  });
});

describe("the sign-in policy for other changes", () => {
  it("a password change e-mails the member and is in the audit log", async () => {
    const { user, client } = await signedInMember(ctx);
    const changed = await client.post("/api/auth/password", {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: "a-brand-new-passphrase",
    });
    expect(changed.statusCode).toBe(200);
    const mail = await smtp.waitFor(user.email, (m) => m.text.includes("Your password was changed."));
    expect(mail.subject).toBe("Your Netwise sign-in settings changed");
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(user.id)));
    expect(audit.map((row) => row.action)).toContain("member.password_changed");
  });
});

describe("admin setting: require two factors", () => {
  it("is read and changed by admins only, and audited", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const member = await signedInMember(ctx);
    expect((await new TestClient(ctx.app).get("/api/admin/sign-in-policy")).statusCode).toBe(401);
    expect((await member.client.get("/api/admin/sign-in-policy")).statusCode).toBe(403);
    expect(
      (await member.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "everyone" })).statusCode,
    ).toBe(403);
    expect((await admin.client.get("/api/admin/sign-in-policy")).json()).toEqual({
      requireTwoFactor: "off",
      ssoOnly: false,
    });
    expect(
      (await admin.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "sometimes" })).statusCode,
    ).toBe(400);
    expect((await admin.client.put("/api/admin/sign-in-policy", {})).statusCode).toBe(400);
    const off = await admin.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "off" });
    expect(off.json()).toEqual({ requireTwoFactor: "off", ssoOnly: false });
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "sign_in_policy.update"));
    expect(audit.length).toBeGreaterThan(0);
  });

  it("'staff': an admin without a factor may only set one up; members are not asked", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const member = await signedInMember(ctx);
    try {
      expect(
        (await admin.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "staff" })).statusCode,
      ).toBe(200);
      const blocked = await admin.client.get("/api/admin/settings");
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toMatch(/Set up two-factor/);
      expect((await admin.client.get("/api/auth/me")).statusCode).toBe(200);
      expect((await admin.client.get("/api/auth/2fa")).json()).toEqual({
        totpEnabled: false,
        recoveryCodesLeft: 0,
        setupRequired: true,
      });
      expect((await member.client.get("/api/auth/2fa")).json().setupRequired).toBe(false);
      expect((await member.client.get("/api/connections")).statusCode).not.toBe(403);

      const { secret } = (await admin.client.post("/api/auth/2fa/totp/setup", {})).json();
      expect(
        (await admin.client.post("/api/auth/2fa/totp/enable", { code: totpCode(secret) })).statusCode,
      ).toBe(200);
      expect((await admin.client.get("/api/admin/settings")).statusCode).toBe(200);

      expect(
        (await admin.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "everyone" })).statusCode,
      ).toBe(200);
      expect((await member.client.get("/api/connections")).statusCode).toBe(403);
      expect((await member.client.get("/api/auth/2fa")).json().setupRequired).toBe(true);
    } finally {
      // Later tests run with the default: nobody is asked.
      await admin.client.put("/api/admin/sign-in-policy", { requireTwoFactor: "off" });
    }
  });
});
