import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SSO_LINK_INVALID, SSO_UNLINK_LAST_WAY } from "../../../shared/contracts/single-sign-on";
import { memberIdentities, pendingIdentityLinks } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import {
  auditedActions,
  closeOidcTestApp,
  openOidcTestApp,
  singleSignOnThrough,
} from "../../test/helpers/oidc-test-helpers";
import type { TestOidcProvider } from "../../test/helpers/oidc-test-provider";
import type { TestSmtpServer } from "../../test/smtp-test-server";
import { signedInMember, TestClient, type TestContext } from "../../test/test-app";

let provider: TestOidcProvider;
let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  ({ provider, ctx, smtp } = await openOidcTestApp());
});
afterAll(() => closeOidcTestApp({ provider, ctx, smtp }));

let subjects = 0;
const newSubject = () => `acme-${++subjects}-${Date.now()}`;
const singleSignOn = (browser: TestClient, sub: string, query?: string) =>
  singleSignOnThrough(provider, browser, sub, query);
const auditActions = (action: string) => auditedActions(ctx.db, action);

describe("an e-mail that belongs to a member", () => {
  it("is never linked on the match alone: a single-use link goes to the member's address", async () => {
    const member = await insertUser(ctx.db, { email: "grace@acme.test", firstName: "Grace" });
    const sub = newSubject();
    provider.setAccount(sub, { email: "grace@acme.test", email_verified: true, name: "Grace Hopper" });
    const browser = new TestClient(ctx.app);
    const { callback } = await singleSignOn(browser, sub);
    expect(callback.headers.location).toBe("/single-sign-on?outcome=link-sent");
    expect(browser.cookie).toBeUndefined();
    expect(await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.subject, sub))).toEqual([]);

    const mail = await smtp.waitFor("grace@acme.test", (m) => m.subject.includes("single sign-on"));
    expect(mail.subject).toBe("Link your single sign-on account to Netwise");
    expect(mail.text).toContain("Hello Grace,");
    const token = /\/single-sign-on\/link\?token=([\w-]{43})/.exec(mail.text)?.[1] as string;
    expect(token).toBeTruthy();

    const confirm = await new TestClient(ctx.app).post("/api/auth/oidc/link/confirm", { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: "Your account is linked: you can sign in with Acme now." });
    const [identity] = await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.subject, sub));
    expect(identity?.userId).toBe(member.id);
    // Single use.
    const reused = await new TestClient(ctx.app).post("/api/auth/oidc/link/confirm", { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: SSO_LINK_INVALID });
    // A sign-in change: audited and e-mailed.
    const audited = await auditActions("member.sso_linked");
    expect(audited.some((row) => row.targetId === String(member.id))).toBe(true);
    await smtp.waitFor("grace@acme.test", (m) => m.subject === "Your Netwise sign-in settings changed");

    // Now single sign-on signs Grace in.
    const again = new TestClient(ctx.app);
    await singleSignOn(again, sub);
    expect((await again.get("/api/auth/me")).json().id).toBe(member.id);
  });

  it("refuses an expired or unknown link and an empty token", async () => {
    const member = await insertUser(ctx.db, {});
    await ctx.db.insert(pendingIdentityLinks).values({
      tokenHash: "0".repeat(64),
      userId: member.id,
      issuer: provider.issuer,
      subject: "expired",
      email: member.email.toLowerCase(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const visitor = new TestClient(ctx.app);
    const unknown = await visitor.post("/api/auth/oidc/link/confirm", { token: "not-a-token" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: SSO_LINK_INVALID });
    const empty = await visitor.post("/api/auth/oidc/link/confirm", { token: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("token: The link's token is missing");
  });

  it("with an unverified e-mail is refused and audited as an attack; nothing changes", async () => {
    const member = await insertUser(ctx.db, { email: "victim@acme.test" });
    const sub = newSubject();
    provider.setAccount(sub, { email: "victim@acme.test", email_verified: false });
    const { callback } = await singleSignOn(new TestClient(ctx.app), sub);
    expect(callback.headers.location).toBe("/single-sign-on?outcome=unverified-email");
    const links = await ctx.db
      .select()
      .from(pendingIdentityLinks)
      .where(eq(pendingIdentityLinks.userId, member.id));
    expect(links).toEqual([]);
    const audited = await auditActions("member.sso_unverified_email");
    expect(audited.some((row) => row.targetId === String(member.id))).toBe(true);
  });
});

describe("linking from Settings and unlinking", () => {
  it("links the provider to the signed-in member, keeps their session and ends the others", async () => {
    const { user, client } = await signedInMember(ctx);
    const otherDevice = new TestClient(ctx.app);
    await otherDevice.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD });
    const sub = newSubject();
    provider.setAccount(sub, { email: "someone.else@acme.test", email_verified: true });
    const { callback } = await singleSignOn(client, sub, "?intent=link&returnTo=/settings%23security");
    expect(callback.headers.location).toBe("/settings#security");
    expect((await client.get("/api/auth/oidc")).json().link).toMatchObject({
      email: "someone.else@acme.test",
    });
    expect((await otherDevice.get("/api/auth/me")).statusCode).toBe(401);
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);

    // Unlinking: the member has a password, so it is allowed; a sign-in change too.
    const unlink = await client.delete("/api/auth/oidc/link");
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json()).toEqual({ message: "Your account is unlinked from single sign-on." });
    expect(await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.userId, user.id))).toEqual(
      [],
    );
    expect((await auditActions("member.sso_unlinked")).some((row) => row.targetId === String(user.id))).toBe(
      true,
    );
    const again = await client.delete("/api/auth/oidc/link");
    expect(again.statusCode).toBe(404);
  });

  it("refuses to link an identity another member has, and audits it", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
    await singleSignOn(new TestClient(ctx.app), sub);
    const { user, client } = await signedInMember(ctx);
    const { callback } = await singleSignOn(client, sub, "?intent=link");
    expect(callback.headers.location).toBe("/single-sign-on?outcome=identity-taken");
    expect(await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.userId, user.id))).toEqual(
      [],
    );
    expect(
      (await auditActions("member.sso_identity_taken")).some((row) => row.targetId === String(user.id)),
    ).toBe(true);
  });

  it("refuses to unlink the last way to sign in (a member made by single sign-on, no password)", async () => {
    const sub = newSubject();
    provider.setAccount(sub, { email: `${sub}@acme.test`, email_verified: true });
    const browser = new TestClient(ctx.app);
    await singleSignOn(browser, sub);
    const unlink = await browser.delete("/api/auth/oidc/link");
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json()).toEqual({ message: SSO_UNLINK_LAST_WAY });
    expect(
      await ctx.db.select().from(memberIdentities).where(eq(memberIdentities.subject, sub)),
    ).toHaveLength(1);
  });

  it("answers a visitor 401", async () => {
    expect((await new TestClient(ctx.app).delete("/api/auth/oidc/link")).statusCode).toBe(401);
  });
});
