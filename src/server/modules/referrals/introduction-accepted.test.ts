import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, messages, notifications } from "../../db/schema";
import { insertConnection, insertReferral, insertUser } from "../../db/seed/factories";
import { sendReferral } from "../../test/helpers/referrals-test-helpers";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const connectionBetween = (a: number, b: number) =>
  ctx.db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.userId, a), eq(connections.connectedUserId, b)),
        and(eq(connections.userId, b), eq(connections.connectedUserId, a)),
      ),
    );

describe("accepting an introduction (issue 28 point 7)", () => {
  it("connects the pair, opens a conversation quoting the note, and the sender's notification opens it", async () => {
    const sender = await signedInMember(ctx, { firstName: "Laura", lastName: "Jensen" });
    const target = await signedInMember(ctx, { firstName: "Ravi", lastName: "Patel" });
    const id = (
      await sendReferral(sender.client, target.user.id, "Ravi, I'd love your view on our launch.")
    ).json().id;
    const accepted = await target.client.post(`/api/referrals/${id}/respond`, { status: "accepted" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe("completed");

    const [row] = await connectionBetween(sender.user.id, target.user.id);
    expect(row).toMatchObject({ status: "accepted", referralSource: "introduction" });
    const thread = await sender.client.get(`/api/messages/conversations/${target.user.id}`);
    const conversation = await ctx.db.select().from(messages).where(eq(messages.recipientId, sender.user.id));
    expect(conversation).toEqual([
      expect.objectContaining({
        senderId: target.user.id,
        content:
          "Accepted the introduction. Laura Jensen wrote:\n\n“Ravi, I'd love your view on our launch.”",
        readAt: null,
      }),
    ]);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain("Ravi, I'd love your view on our launch.");
    // Both may write now: they are connected.
    const reply = await sender.client.post("/api/messages", {
      recipientId: target.user.id,
      content: "Thanks, Ravi!",
    });
    expect(reply.statusCode).toBe(201);

    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, sender.user.id), eq(notifications.type, "referral_answered")));
    expect(notice?.link).toBe(`/messages/${target.user.id}`);
  });

  it("without a note the first message still names the sender; a pending request between them is accepted", async () => {
    const sender = await signedInMember(ctx, { firstName: "Mo", lastName: "Diaz" });
    const target = await signedInMember(ctx);
    const request = await insertConnection(ctx.db, {
      userId: target.user.id,
      connectedUserId: sender.user.id,
    });
    const id = (await sendReferral(sender.client, target.user.id)).json().id;
    expect(
      (await target.client.post(`/api/referrals/${id}/respond`, { status: "accepted" })).statusCode,
    ).toBe(200);
    expect(await connectionBetween(sender.user.id, target.user.id)).toEqual([
      expect.objectContaining({ id: request.id, status: "accepted" }),
    ]);
    const [first] = await ctx.db.select().from(messages).where(eq(messages.recipientId, sender.user.id));
    expect(first?.content).toBe("Accepted the introduction from Mo Diaz.");
  });

  it("a decline connects nobody and opens nothing", async () => {
    const sender = await signedInMember(ctx);
    const target = await signedInMember(ctx);
    const id = (await sendReferral(sender.client, target.user.id, "Hello")).json().id;
    expect(
      (await target.client.post(`/api/referrals/${id}/respond`, { status: "declined" })).statusCode,
    ).toBe(200);
    expect(await connectionBetween(sender.user.id, target.user.id)).toEqual([]);
    expect(await ctx.db.select().from(messages).where(eq(messages.recipientId, sender.user.id))).toEqual([]);
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, sender.user.id), eq(notifications.type, "referral_answered")));
    expect(notice?.link).toBe("/dashboard?tab=referrals");
  });

  it("an introduction by a third member connects the referee and the target; the sender's notice stays on referrals", async () => {
    const sender = await signedInMember(ctx, { firstName: "Ana", lastName: "Ruiz" });
    const referee = await insertUser(ctx.db);
    const target = await signedInMember(ctx);
    const referral = await insertReferral(ctx.db, {
      referrerId: sender.user.id,
      refereeId: referee.id,
      targetId: target.user.id,
      message: "You two should talk.",
    });
    expect(
      (await target.client.post(`/api/referrals/${referral.id}/respond`, { status: "accepted" })).statusCode,
    ).toBe(200);
    expect(await connectionBetween(referee.id, target.user.id)).toEqual([
      expect.objectContaining({ status: "accepted" }),
    ]);
    expect(await connectionBetween(sender.user.id, target.user.id)).toEqual([]);
    const [first] = await ctx.db.select().from(messages).where(eq(messages.recipientId, referee.id));
    expect(first?.content).toBe("Accepted the introduction. Ana Ruiz wrote:\n\n“You two should talk.”");
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, sender.user.id), eq(notifications.type, "referral_answered")));
    expect(notice?.link).toBe("/dashboard?tab=referrals");
  });
});
