import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INVITATIONS_PER_WEEK,
  TOO_MANY_ADDRESSES,
  weeklyInvitationLimitMessage,
} from "../../../shared/contracts/invitations";
import { VERIFIED_EMAIL_REQUIRED_MESSAGE } from "../../../shared/contracts/settings";
import { connections, memberBlocks, memberInvitations, notifications } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
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

const PASSWORD = "violet-harbor-42";
let addressCount = 0;
const newAddress = () => `invitee-${Date.now()}-${++addressCount}@elsewhere.example`;
const tokenIn = (text: string) => text.match(/https:\/\/netwise\.example\/\?invitation=([\w-]+)/)?.[1] ?? "";

async function register(email: string, invitation?: string) {
  const client = new TestClient(ctx.app, { ip: `10.9.${addressCount % 250}.${(addressCount * 7) % 250}` });
  const response = await client.post("/api/auth/register", {
    email,
    password: PASSWORD,
    firstName: "New",
    lastName: "Joiner",
    ...(invitation === undefined ? {} : { invitation }),
  });
  return { client, response };
}

async function connectionBetween(a: number, b: number) {
  const [row] = await ctx.db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.userId, a), eq(connections.connectedUserId, b)),
        and(eq(connections.userId, b), eq(connections.connectedUserId, a)),
      ),
    );
  return row;
}

describe("POST /api/invitations", () => {
  it("mails each new address a personal link; registering through it connects the two and marks it joined", async () => {
    const inviter = await signedInMember(ctx, { firstName: "Ines", lastName: "Inviter" });
    const email = newAddress();
    const sent = await inviter.client.post("/api/invitations", { emails: [email] });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: 1, requested: 0, invalid: [] });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe("Ines Inviter invited you to Netwise");
    const token = tokenIn(mail.text);
    expect(token).not.toBe("");
    // Only its hash is stored.
    const [stored] = await ctx.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.inviterId, inviter.user.id));
    expect(stored?.tokenHash).not.toContain(token);

    const pending = (await inviter.client.get("/api/invitations")).json();
    expect(pending).toEqual({
      invitations: [{ email, status: "pending", sentAt: expect.any(String) }],
      nextCursor: null,
    });

    const { client, response } = await register(email, token);
    expect(response.statusCode).toBe(201);
    const newMemberId = response.json().id as number;
    const connection = await connectionBetween(inviter.user.id, newMemberId);
    expect(connection).toMatchObject({ status: "accepted", referralSource: "invitation" });
    const list = (await client.get("/api/connections")).json();
    expect(JSON.stringify(list)).toContain(inviter.user.username);
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, inviter.user.id), eq(notifications.actorId, newMemberId)));
    expect(notice?.type).toBe("connection_accepted");

    const joined = (await inviter.client.get("/api/invitations")).json();
    expect(joined.invitations).toEqual([{ email, status: "joined", sentAt: expect.any(String) }]);

    // The link works once: a second registration through it is created unconnected.
    const again = await register(newAddress(), token);
    expect(again.response.statusCode).toBe(201);
    expect(await connectionBetween(inviter.user.id, again.response.json().id)).toBeUndefined();
  });

  it("ignores an unknown or expired token: the account is created without a connection", async () => {
    const unknown = await register(newAddress(), "not-a-real-token");
    expect(unknown.response.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(connections)
      .where(eq(connections.connectedUserId, unknown.response.json().id));
    expect(row).toBeUndefined();

    const inviter = await signedInMember(ctx);
    const email = newAddress();
    await inviter.client.post("/api/invitations", { emails: [email] });
    const token = tokenIn((await smtp.waitFor(email)).text);
    await ctx.db
      .update(memberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvitations.inviterId, inviter.user.id));
    const expired = await register(email, token);
    expect(expired.response.statusCode).toBe(201);
    expect(await connectionBetween(inviter.user.id, expired.response.json().id)).toBeUndefined();

    const oversized = await register(newAddress(), "x".repeat(101));
    expect(oversized.response.statusCode).toBe(400);
  });

  it("sends the others and names a malformed address (and one's own) in invalid", async () => {
    const inviter = await signedInMember(ctx);
    const good = [newAddress(), newAddress()];
    const response = await inviter.client.post("/api/invitations", {
      emails: [good[0], "not an address", good[1], "", inviter.user.email, good[0]?.toUpperCase()],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sent: 2,
      requested: 0,
      invalid: ["not an address", inviter.user.email],
    });
    const list = (await inviter.client.get("/api/invitations")).json();
    expect(list.invitations.map((i: { email: string }) => i.email).sort()).toEqual([...good].sort());
  });

  it("sends a member's address a connection request instead, and lists only e-mailed addresses", async () => {
    const inviter = await signedInMember(ctx);
    const member = await insertUser(ctx.db);
    const blocker = await insertUser(ctx.db);
    const friend = await insertUser(ctx.db);
    await ctx.db.insert(memberBlocks).values({ blockerId: blocker.id, blockedId: inviter.user.id });
    await ctx.db
      .insert(connections)
      .values({ userId: friend.id, connectedUserId: inviter.user.id, status: "accepted" });
    const outsider = newAddress();
    const response = await inviter.client.post("/api/invitations", {
      emails: [member.email.toUpperCase(), blocker.email, friend.email, outsider],
    });
    expect(response.statusCode).toBe(200);
    // The blocked and already-connected addresses look like any member's: no more is revealed.
    expect(response.json()).toEqual({ sent: 1, requested: 3, invalid: [] });
    expect(await connectionBetween(inviter.user.id, member.id)).toMatchObject({
      status: "pending",
      userId: inviter.user.id,
    });
    expect(await connectionBetween(inviter.user.id, blocker.id)).toBeUndefined();
    expect((await connectionBetween(inviter.user.id, friend.id))?.status).toBe("accepted");
    const list = (await inviter.client.get("/api/invitations")).json();
    expect(list.invitations.map((i: { email: string }) => i.email)).toEqual([outsider]);

    // Requests count against the weekly allowance, and an address reached this week is not asked again.
    const rows = await ctx.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.inviterId, inviter.user.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(["email", "request", "request", "request"]);
    await ctx.db
      .delete(connections)
      .where(and(eq(connections.userId, inviter.user.id), eq(connections.connectedUserId, member.id)));
    const again = await inviter.client.post("/api/invitations", { emails: [member.email] });
    expect(again.json()).toEqual({ sent: 0, requested: 1, invalid: [] });
    expect(await connectionBetween(inviter.user.id, member.id)).toBeUndefined();
  });

  it("does not mail an address invited in the last week again", async () => {
    const inviter = await signedInMember(ctx);
    const email = newAddress();
    await inviter.client.post("/api/invitations", { emails: [email] });
    await smtp.waitFor(email);
    const rowsOf = () =>
      ctx.db.select().from(memberInvitations).where(eq(memberInvitations.inviterId, inviter.user.id));
    const [before] = await rowsOf();
    const again = await inviter.client.post("/api/invitations", { emails: [email] });
    expect(again.json()).toEqual({ sent: 1, requested: 0, invalid: [] });
    const rows = await rowsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(before?.tokenHash);
    expect(rows[0]?.sentAt).toEqual(before?.sentAt);
  });

  it("refuses more than 20 addresses at once, a missing list and a visitor", async () => {
    const inviter = await signedInMember(ctx);
    const tooMany = await inviter.client.post("/api/invitations", {
      emails: Array.from({ length: 21 }, () => newAddress()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(TOO_MANY_ADDRESSES);
    expect((await inviter.client.post("/api/invitations", {})).statusCode).toBe(400);
    expect((await inviter.client.post("/api/invitations", { emails: [] })).statusCode).toBe(400);
    expect((await inviter.client.post("/api/invitations", { emails: "a@b.example" })).statusCode).toBe(400);
    const rows = await ctx.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.inviterId, inviter.user.id));
    expect(rows).toHaveLength(0);

    const visitor = new TestClient(ctx.app);
    expect((await visitor.post("/api/invitations", { emails: [newAddress()] })).statusCode).toBe(401);
    expect((await visitor.get("/api/invitations")).statusCode).toBe(401);
  });

  it("answers 429 with a clear message beyond 100 invitations a week, and sends none of that batch", async () => {
    const inviter = await signedInMember(ctx);
    const earlier = Array.from({ length: INVITATIONS_PER_WEEK - 5 }, (_, i) => ({
      inviterId: inviter.user.id,
      email: `earlier-${i}-${Date.now()}@elsewhere.example`,
      tokenHash: `hash-${inviter.user.id}-${i}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    }));
    await ctx.db.insert(memberInvitations).values(earlier);
    const batch = Array.from({ length: 6 }, () => newAddress());
    const refused = await inviter.client.post("/api/invitations", { emails: batch });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: weeklyInvitationLimitMessage(5) });
    const ok = await inviter.client.post("/api/invitations", { emails: batch.slice(0, 5) });
    expect(ok.json()).toMatchObject({ sent: 5 });
    const full = await inviter.client.post("/api/invitations", { emails: [newAddress()] });
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toContain("this week");
  });

  it("refuses an unverified member when verified e-mail is required, as connection requests do", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const unverified = await signedInMember(ctx, { emailVerifiedAt: null });
    await admin.client.put("/api/admin/settings", { requireVerifiedEmail: true });
    try {
      const response = await unverified.client.post("/api/invitations", { emails: [newAddress()] });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: VERIFIED_EMAIL_REQUIRED_MESSAGE });
      expect((await unverified.client.get("/api/invitations")).statusCode).toBe(200);
    } finally {
      await admin.client.put("/api/admin/settings", { requireVerifiedEmail: false });
    }
  });
});

describe("GET /api/invitations", () => {
  it("pages newest first with a cursor and refuses a bad limit or cursor", async () => {
    const inviter = await signedInMember(ctx);
    const emails = [newAddress(), newAddress(), newAddress()];
    await inviter.client.post("/api/invitations", { emails });
    const first = (await inviter.client.get("/api/invitations?limit=2")).json();
    expect(first.invitations.map((i: { email: string }) => i.email)).toEqual([emails[2], emails[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await inviter.client.get(`/api/invitations?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({
      invitations: [{ email: emails[0], status: "pending", sentAt: expect.any(String) }],
      nextCursor: null,
    });
    expect((await inviter.client.get("/api/invitations?limit=0")).statusCode).toBe(400);
    expect((await inviter.client.get("/api/invitations?cursor=%%%")).statusCode).toBe(400);
    // Another member sees none of them.
    const other = await signedInMember(ctx);
    expect((await other.client.get("/api/invitations")).json()).toEqual({
      invitations: [],
      nextCursor: null,
    });
  });
});

describe("account data", () => {
  it("exports the member's invitations and deletes them, and others' invitations to their address, with the account", async () => {
    const inviter = await signedInMember(ctx);
    const email = newAddress();
    await inviter.client.post("/api/invitations", { emails: [email] });
    const exported = (await inviter.client.get("/api/account/export")).json();
    expect(exported.invitations).toEqual([
      { email, kind: "email", status: "pending", sentAt: expect.any(String), joinedMemberId: null },
    ]);

    // The invitee joins (through another link), then leaves: no row keeps their address.
    const other = await signedInMember(ctx, { firstName: "Otto", lastName: "Other" });
    await other.client.post("/api/invitations", { emails: [email] });
    const token = tokenIn((await smtp.waitFor(email, (mail) => mail.subject.startsWith("Otto Other"))).text);
    const { client } = await register(email, token);
    const deleted = await client.request("DELETE", "/api/account", { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    const left = await ctx.db.select().from(memberInvitations).where(eq(memberInvitations.email, email));
    expect(left).toEqual([]);

    expect(await connectionBetween(other.user.id, inviter.user.id)).toBeUndefined();
    const gone = await inviter.client.request("DELETE", "/api/account", { password: DEFAULT_TEST_PASSWORD });
    expect(gone.statusCode).toBe(204);
    const own = await ctx.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.inviterId, inviter.user.id));
    expect(own).toEqual([]);
  });
});
