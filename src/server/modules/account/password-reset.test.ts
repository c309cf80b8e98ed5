import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCOUNT_FOR_ADDRESS, PASSWORD_RESET_SENT_MESSAGE } from "../../../shared/contracts/account";
import { passwordResetTokens } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import { hashToken } from "../../http/sessions";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-test-server";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    authRateLimit: 1000,
    mailWorker: true,
    smtpUrl: smtp.url,
    appUrl: "https://netwise.example",
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const visitor = () => new TestClient(ctx.app);
const LINK = /https:\/\/netwise\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/;

async function resetLinkFor(email: string, after = 0) {
  const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= after && LINK.test(m.text));
  return (mail.text.match(LINK) as RegExpMatchArray)[1] as string;
}

describe("POST /api/auth/password-reset", () => {
  it("answers 202 and e-mails a one-hour link; only the token's hash is stored", async () => {
    const user = await insertUser(ctx.db, { email: "reset.me@example.com", firstName: "Rita" });
    const response = await visitor().post("/api/auth/password-reset", { email: "Reset.Me@Example.com" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });

    const mail = await smtp.waitFor("reset.me@example.com");
    expect(mail.subject).toBe("Reset your Netwise password");
    expect(mail.text).toContain("Hello Rita,");
    const token = (mail.text.match(LINK) as RegExpMatchArray)[1] as string;
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it("answers an address no account uses with 404, as registration does, and sends nothing", async () => {
    const response = await visitor().post("/api/auth/password-reset", { email: "nobody.here@example.com" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NO_ACCOUNT_FOR_ADDRESS });
    const deactivated = await insertUser(ctx.db, { isActive: false });
    const refused = await visitor().post("/api/auth/password-reset", { email: deactivated.email });
    expect(refused.statusCode).toBe(404);
    expect(smtp.messages.some((m) => m.to.includes("nobody.here@example.com"))).toBe(false);
    expect(smtp.messages.some((m) => m.to.includes(deactivated.email))).toBe(false);
  });

  it("refuses a malformed address with 400", async () => {
    for (const body of [{}, { email: "not-an-address" }, { email: "a@b.co", extra: 1 }]) {
      expect((await visitor().post("/api/auth/password-reset", body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the new password once, ends every session, and the link then stops working", async () => {
    const { user, client } = await signedInMember(ctx, { email: "confirm.me@example.com" });
    const before = smtp.messages.length;
    await visitor().post("/api/auth/password-reset", { email: user.email });
    const token = await resetLinkFor(user.email, before);

    const response = await visitor().post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "fresh-start-passphrase",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your password has been changed. Sign in with the new one." });
    expect((await client.get("/api/auth/me")).statusCode).toBe(401);
    expect(
      (await visitor().post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await visitor().post("/api/auth/login", { email: user.email, password: "fresh-start-passphrase" }))
        .statusCode,
    ).toBe(200);

    const replay = await visitor().post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "another-passphrase",
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/^This reset link is not valid any more/);
  });

  it("ends a link asked for before a password change (L1)", async () => {
    const { user, client } = await signedInMember(ctx, { email: "changed.since@example.com" });
    const before = smtp.messages.length;
    await visitor().post("/api/auth/password-reset", { email: user.email });
    const token = await resetLinkFor(user.email, before);
    const changed = await client.post("/api/auth/password", {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: "changed-since-the-link",
    });
    expect(changed.statusCode).toBe(200);
    const late = await visitor().post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "taken-over-passphrase",
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/^This reset link is not valid any more/);
    expect(
      (await visitor().post("/api/auth/login", { email: user.email, password: "changed-since-the-link" }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses an expired, unknown or superseded token with 400 and changes nothing", async () => {
    const user = await insertUser(ctx.db, { email: "expired.link@example.com" });
    let before = smtp.messages.length;
    await visitor().post("/api/auth/password-reset", { email: user.email });
    const first = await resetLinkFor(user.email, before);
    before = smtp.messages.length;
    await visitor().post("/api/auth/password-reset", { email: user.email });
    const second = await resetLinkFor(user.email, before);
    expect(second).not.toBe(first);

    const confirm = (token: string) =>
      visitor().post("/api/auth/password-reset/confirm", { token, newPassword: "fresh-start-passphrase" });
    expect((await confirm(first)).statusCode).toBe(400); // replaced by the newer link
    expect((await confirm("A".repeat(43))).statusCode).toBe(400); // guessed
    await ctx.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await confirm(second)).statusCode).toBe(400); // expired
    expect(
      (await visitor().post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it("applies the registration password rules", async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ token: "abc", newPassword: "short" }, 400],
      [{ token: "abc", newPassword: "password123" }, 400],
      [{ token: "has spaces", newPassword: "long-enough-pass" }, 400],
      [{ token: "", newPassword: "long-enough-pass" }, 400],
      [{ newPassword: "long-enough-pass" }, 400],
    ];
    for (const [body, status] of cases) {
      expect(
        (await visitor().post("/api/auth/password-reset/confirm", body)).statusCode,
        JSON.stringify(body),
      ).toBe(status);
    }
  });
});

describe("password reset rate limits", () => {
  it("limits requests per e-mail address and per client address", async () => {
    const limited = await createTestApp({ authRateLimit: 4 });
    try {
      const client = new TestClient(limited.app, { ip: "10.0.0.1" });
      // Every request counts, answered or not: addresses cannot be tried faster than accounts (404 here).
      // Per e-mail: half the sign-in allowance.
      for (let i = 0; i < 2; i++)
        expect((await client.post("/api/auth/password-reset", { email: "a@example.com" })).statusCode).toBe(
          404,
        );
      expect((await client.post("/api/auth/password-reset", { email: "A@example.com" })).statusCode).toBe(
        429,
      );
      // Per address: twice the sign-in allowance in all (the three above count too).
      for (let i = 0; i < 5; i++)
        expect(
          (await client.post("/api/auth/password-reset", { email: `b${i}@example.com` })).statusCode,
        ).toBe(404);
      expect((await client.post("/api/auth/password-reset", { email: "c@example.com" })).statusCode).toBe(
        429,
      );
      const elsewhere = new TestClient(limited.app, { ip: "10.0.0.2" });
      expect((await elsewhere.post("/api/auth/password-reset", { email: "c@example.com" })).statusCode).toBe(
        404,
      );
    } finally {
      await limited.close();
    }
  });
});
