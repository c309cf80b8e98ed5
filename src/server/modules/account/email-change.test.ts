import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGE_UNDO_INVALID,
} from "../../../shared/contracts/email-change";
import { adminAuditLog, emailChanges, users } from "../../db/schema";
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
    adminEmails: ["boss@example.com", "old.boss@example.com"],
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const CONFIRM = /https:\/\/netwise\.example\/confirm-email-change\?token=([A-Za-z0-9_-]{43})/;
const UNDO = /https:\/\/netwise\.example\/undo-email-change\?token=([A-Za-z0-9_-]{43})/;
const visitor = () => new TestClient(ctx.app);

async function linkIn(to: string, pattern: RegExp) {
  const mail = await smtp.waitFor(to, (m) => pattern.test(m.text));
  return (mail.text.match(pattern) as RegExpMatchArray)[1] as string;
}

async function requestChange(client: TestClient, newEmail: string) {
  const response = await client.post("/api/account/email", { newEmail, password: DEFAULT_TEST_PASSWORD });
  expect(response.statusCode, response.body).toBe(202);
  return linkIn(newEmail.toLowerCase(), CONFIRM);
}

const emailOf = async (id: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0] as typeof users.$inferSelect;

describe("POST /api/account/email", () => {
  it("answers 202, e-mails a link to the new address and changes nothing until it is opened", async () => {
    const { user, client } = await signedInMember(ctx, {
      email: "first.address@example.com",
      firstName: "Ada",
    });
    const response = await client.post("/api/account/email", {
      newEmail: " New.Address@Example.com ",
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message:
        "We sent a link to new.address@example.com. Your address changes when you open it (within 24 hours).",
    });
    const mail = await smtp.waitFor("new.address@example.com", (m) => CONFIRM.test(m.text));
    expect(mail.subject).toBe("Confirm your new e-mail address for Netwise");
    expect(mail.text).toContain("Hello Ada,");
    const token = (mail.text.match(CONFIRM) as RegExpMatchArray)[1] as string;
    expect((await emailOf(user.id)).email).toBe("first.address@example.com");
    const [row] = await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // Still signs in with the old address.
    const old = await visitor().post("/api/auth/login", {
      email: "first.address@example.com",
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(old.statusCode).toBe(200);
  });

  it("refuses a wrong password (403), the same address (400), an address in use (409) and bad input (400)", async () => {
    await insertUser(ctx.db, { email: "taken.address@example.com" });
    const { user, client } = await signedInMember(ctx);
    const wrong = await client.post("/api/account/email", { newEmail: "x1@example.com", password: "nope" });
    expect(wrong.statusCode).toBe(403);
    const same = await client.post("/api/account/email", {
      newEmail: user.email.toUpperCase(),
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    const taken = await client.post("/api/account/email", {
      newEmail: "Taken.Address@example.com",
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMAIL_CHANGE_TAKEN);
    for (const body of [
      {},
      { newEmail: "not-an-address", password: DEFAULT_TEST_PASSWORD },
      { newEmail: "a@example.com" },
      { newEmail: "a@example.com", password: DEFAULT_TEST_PASSWORD, extra: 1 },
    ])
      expect((await client.post("/api/account/email", body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toHaveLength(0);
    expect((await visitor().post("/api/account/email", {})).statusCode).toBe(401);
  });
});

describe("POST /api/account/email/confirm and /undo", () => {
  it("makes the new address the verified sign-in address and sends the old one a notice with undo", async () => {
    const { user, client } = await signedInMember(ctx, {
      email: "before.change@example.com",
      firstName: "Bo",
    });
    const token = await requestChange(client, "after.change@example.com");
    const confirm = await visitor().post("/api/account/email/confirm", { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: "Your e-mail address is now after.change@example.com." });
    const changed = await emailOf(user.id);
    expect(changed.email).toBe("after.change@example.com");
    expect(changed.emailVerifiedAt).not.toBeNull();
    expect((await client.get("/api/auth/me")).json().email).toBe("after.change@example.com");

    const notice = await smtp.waitFor("before.change@example.com", (m) => UNDO.test(m.text));
    expect(notice.subject).toBe("Your Netwise e-mail address was changed");
    expect(notice.text).toContain("after.change@example.com");
    const [row] = await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    const undoWindow = (row?.undoUntil?.getTime() ?? 0) - Date.now();
    expect(undoWindow).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(undoWindow).toBeLessThanOrEqual(7 * 24 * 3600_000);

    const oldLogin = await visitor().post("/api/auth/login", {
      email: "before.change@example.com",
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(user.id)));
    expect(audit.map((entry) => entry.action)).toContain("member.email_changed");

    // The link works once.
    const again = await visitor().post("/api/account/email/confirm", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_CHANGE_LINK_INVALID);
  });

  it("undo within 7 days restores the old address and signs out every session", async () => {
    const { user, client } = await signedInMember(ctx, {
      email: "victim@example.com",
      emailVerifiedAt: new Date(),
    });
    const token = await requestChange(client, "attacker@example.com");
    expect((await visitor().post("/api/account/email/confirm", { token })).statusCode).toBe(200);
    const undoToken = await linkIn("victim@example.com", UNDO);
    const undo = await visitor().post("/api/account/email/undo", { token: undoToken });
    expect(undo.statusCode).toBe(200);
    expect((await emailOf(user.id)).email).toBe("victim@example.com");
    expect((await client.get("/api/auth/me")).statusCode).toBe(401);
    expect((await visitor().post("/api/account/email/undo", { token: undoToken })).json().message).toBe(
      EMAIL_CHANGE_UNDO_INVALID,
    );
  });

  it("refuses an expired link, an old undo link, and an address taken meanwhile", async () => {
    const { user, client } = await signedInMember(ctx);
    const expired = await requestChange(client, "late.change@example.com");
    await ctx.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    expect((await visitor().post("/api/account/email/confirm", { token: expired })).statusCode).toBe(400);

    const raced = await requestChange(client, "raced.change@example.com");
    await insertUser(ctx.db, { email: "raced.change@example.com" });
    const taken = await visitor().post("/api/account/email/confirm", { token: raced });
    expect(taken.statusCode).toBe(409);

    const second = await signedInMember(ctx, { email: "undo.late@example.com" });
    const token = await requestChange(second.client, "undo.later@example.com");
    expect((await visitor().post("/api/account/email/confirm", { token })).statusCode).toBe(200);
    const undoToken = await linkIn("undo.late@example.com", UNDO);
    await ctx.db
      .update(emailChanges)
      .set({ undoUntil: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, second.user.id));
    expect((await visitor().post("/api/account/email/undo", { token: undoToken })).statusCode).toBe(400);
    for (const body of [{}, { token: "" }, { token: "has spaces" }, { token: "a", x: 1 }]) {
      expect((await visitor().post("/api/account/email/confirm", body)).statusCode).toBe(400);
      expect((await visitor().post("/api/account/email/undo", body)).statusCode).toBe(400);
    }
  });

  it("a newer request replaces an older pending one", async () => {
    const { client } = await signedInMember(ctx);
    const first = await requestChange(client, "first.choice@example.com");
    const second = await requestChange(client, "second.choice@example.com");
    expect((await visitor().post("/api/account/email/confirm", { token: first })).statusCode).toBe(400);
    expect((await visitor().post("/api/account/email/confirm", { token: second })).statusCode).toBe(200);
  });

  it("ADMIN_EMAILS rights follow the verified address", async () => {
    const promoted = await signedInMember(ctx, { email: "becomes.boss@example.com" });
    const token = await requestChange(promoted.client, "boss@example.com");
    expect((await emailOf(promoted.user.id)).role).toBe("user");
    expect((await visitor().post("/api/account/email/confirm", { token })).statusCode).toBe(200);
    expect((await emailOf(promoted.user.id)).role).toBe("admin");

    const demoted = await signedInMember(ctx, {
      email: "old.boss@example.com",
      role: "admin",
      emailVerifiedAt: new Date(),
    });
    const leave = await requestChange(demoted.client, "just.me@example.com");
    expect((await visitor().post("/api/account/email/confirm", { token: leave })).statusCode).toBe(200);
    expect((await emailOf(demoted.user.id)).role).toBe("user");
    expect((await demoted.client.get("/api/admin/users")).statusCode).toBe(403);
  });
});
