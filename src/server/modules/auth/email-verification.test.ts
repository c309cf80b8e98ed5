import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFIED_EMAIL_REQUIRED_MESSAGE } from "../../../shared/contracts/settings";
import { emailVerificationTokens, users } from "../../db/schema";
import { insertUser } from "../../db/seed/factories";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-test-server";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { createVerificationLink, INVALID_VERIFICATION_LINK } from "./email-verification";

let ctx: TestContext;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    adminEmails: ["boss@company.example"],
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

const PASSWORD = "violet-harbor-42";
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const linkIn = (text: string) =>
  text.match(/https:\/\/netwise\.example\/verify-email\?token=[\w-]+/)?.[0] ?? "";

describe("finding 1: ADMIN_EMAILS and e-mail verification", () => {
  it("keeps a registrant of an ADMIN_EMAILS address a member until they open the link sent to it", async () => {
    const client = new TestClient(ctx.app, { ip: "10.1.0.1" });
    const registered = await client.post("/api/auth/register", {
      email: "Boss@Company.example",
      password: PASSWORD,
      firstName: "Boss",
      lastName: "Person",
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ role: "user", emailVerifiedAt: null });
    expect((await client.get("/api/admin/stats")).statusCode).toBe(403);

    const mail = await smtp.waitFor("boss@company.example");
    expect(mail.subject).toBe("Verify your e-mail address for Netwise");
    const link = linkIn(mail.text);
    expect(link).not.toBe("");

    const verified = await new TestClient(ctx.app).post("/api/auth/verify-email", { token: tokenOf(link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: "Your e-mail address is verified." });
    const me = (await client.get("/api/auth/me")).json();
    expect(me.role).toBe("admin");
    expect(new Date(me.emailVerifiedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.get("/api/admin/stats")).statusCode).toBe(200);

    // The link works once.
    const again = await new TestClient(ctx.app).post("/api/auth/verify-email", { token: tokenOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID_VERIFICATION_LINK });
  });

  it("verifies an ordinary member without making them admin", async () => {
    const { user } = await signedInMember(ctx, { emailVerifiedAt: null });
    const token = tokenOf(await createVerificationLink(ctx.db, ctx.config, user));
    expect((await new TestClient(ctx.app).post("/api/auth/verify-email", { token })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("user");
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses an unknown, expired, stale-address, empty or oversized token with 400 and verifies nobody", async () => {
    const user = await insertUser(ctx.db, { emailVerifiedAt: null });
    const expired = tokenOf(await createVerificationLink(ctx.db, ctx.config, user));
    await ctx.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, user.id));
    const stale = tokenOf(
      await createVerificationLink(ctx.db, ctx.config, { id: user.id, email: "old@example.com" }),
    );
    const client = new TestClient(ctx.app);
    for (const token of ["no-such-token", expired, stale]) {
      const response = await client.post("/api/auth/verify-email", { token });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ message: INVALID_VERIFICATION_LINK });
    }
    for (const body of [{}, { token: "" }, { token: "x".repeat(201) }, { token: "a", extra: 1 }]) {
      const response = await client.post("/api/auth/verify-email", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });
});

describe("POST /api/auth/verify-email/resend", () => {
  it("sends a new link to an unverified member, then asks them to wait a minute", async () => {
    const { user, client } = await signedInMember(ctx, { emailVerifiedAt: null });
    const sent = await client.post("/api/auth/verify-email/resend");
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: `We sent a new verification link to ${user.email}.` });
    expect(linkIn((await smtp.waitFor(user.email)).text)).not.toBe("");
    const soon = await client.post("/api/auth/verify-email/resend");
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(0);
    expect(soon.json().message).toMatch(/You can ask for another in \d+ seconds/);
  });

  it("is 409 for a verified member and 401 for a visitor", async () => {
    const { client } = await signedInMember(ctx);
    const verified = await client.post("/api/auth/verify-email/resend");
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ message: "Your e-mail address is already verified." });
    expect((await new TestClient(ctx.app).post("/api/auth/verify-email/resend")).statusCode).toBe(401);
  });
});

describe("the admin setting 'Require a verified e-mail to post, message, refer and order'", () => {
  it("is off by default, and when on refuses unverified members with 403 while verified ones go on", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const unverified = await signedInMember(ctx, { emailVerifiedAt: null });
    const verified = await signedInMember(ctx);
    expect((await admin.client.get("/api/admin/settings")).json().requireVerifiedEmail).toBe(false);
    expect((await unverified.client.post("/api/feed", { content: "Before the switch" })).statusCode).toBe(
      201,
    );

    const saved = await admin.client.put("/api/admin/settings", { requireVerifiedEmail: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().requireVerifiedEmail).toBe(true);

    const attempts: [string, unknown][] = [
      ["/api/feed", { content: "Spam" }],
      ["/api/feed/1/comments", { content: "Spam" }],
      ["/api/messages", { recipientId: verified.user.id, content: "Spam" }],
      ["/api/referrals/send", { targetId: verified.user.id, targetType: "user" }],
      ["/api/services/orders", { serviceId: 1 }],
      ["/api/services/order", { serviceId: 1 }],
      // L2: every action that reaches another member.
      ["/api/connections/request", { toUserId: verified.user.id }],
      ["/api/opportunities", { title: "Spam", description: "Spam" }],
      ["/api/opportunities/1/apply", { message: "Spam" }],
      ["/api/businesses", { name: "Spam Ltd", industry: "Technology" }],
      ["/api/businesses/1/reviews", { rating: 1, content: "Spam" }],
      ["/api/businesses/1/employees", { userId: verified.user.id }],
      ["/api/businesses/1/contact", { message: "Spam" }],
    ];
    const reviewEdit = await unverified.client.patch("/api/businesses/1/reviews/1", { rating: 1 });
    expect(reviewEdit.statusCode).toBe(403);
    for (const [url, body] of attempts) {
      const response = await unverified.client.post(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: VERIFIED_EMAIL_REQUIRED_MESSAGE });
    }
    expect((await verified.client.post("/api/feed", { content: "Verified post" })).statusCode).toBe(201);
    expect((await admin.client.put("/api/admin/settings", { requireVerifiedEmail: "yes" })).statusCode).toBe(
      400,
    );
    await admin.client.put("/api/admin/settings", { requireVerifiedEmail: false });
  });
});
