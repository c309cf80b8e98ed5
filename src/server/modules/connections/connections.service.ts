import { and, eq, or, sql } from "drizzle-orm";
import type { ConnectionRequest, ConnectionUpdateStatus } from "../../../shared/contracts/connections";
import type { Database } from "../../db/client";
import { assertNotBlocked } from "../../db/member-blocks";
import { memberSummaryColumns } from "../../db/member-summary";
import { connections, notifications, users } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error";
import type { Outbox } from "../../jobs/outbox";
import type { PhraseModels } from "../../modules/matching/embeddings/phrase-vectors";
import { scorePair } from "../matching/matching.service";
import { createNotification } from "../notifications/create-notification";
import { completeReferralsForConnection } from "../referrals/referral-completion";
import { decideConnectionChange, existingConnectionMessage } from "./connection-policy";
import { toConnection } from "./connection-presenter";

export const CONNECTION_NOT_FOUND = "Connection not found.";
export const MEMBER_NOT_FOUND = "That member could not be found.";
export const CANNOT_CONNECT_TO_SELF = "You cannot send a connection request to yourself.";

/**
 * PATCH /api/connections/{id}: the recipient accepts or declines a pending request, the sender
 * withdraws it. A withdrawn request is deleted (so it can be sent again later); the answer still
 * describes it, with status "withdrawn".
 */
export async function updateConnection(
  db: Database,
  outbox: Outbox,
  memberId: number,
  connectionId: number,
  next: ConnectionUpdateStatus,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(connections)
      .where(eq(connections.id, connectionId))
      .for("update")
      .limit(1);
    if (!row) throw notFound(CONNECTION_NOT_FOUND);
    const decision = decideConnectionChange(row, memberId, next);
    if (decision.outcome === "not_found") throw notFound(CONNECTION_NOT_FOUND);
    if (decision.outcome === "forbidden") throw forbidden(decision.message);
    if (decision.outcome === "conflict") throw conflict(decision.message);

    const otherId = row.userId === memberId ? row.connectedUserId : row.userId;
    const [other] = await tx.select(memberSummaryColumns).from(users).where(eq(users.id, otherId)).limit(1);
    if (!other) throw notFound(CONNECTION_NOT_FOUND);

    if (next === "withdrawn") {
      await tx.delete(connections).where(eq(connections.id, row.id));
      return toConnection({ ...row, updatedAt: new Date() }, memberId, other, "withdrawn");
    }
    const [updated] = await tx
      .update(connections)
      .set({ status: next, updatedAt: new Date() })
      .where(eq(connections.id, row.id))
      .returning();
    if (next === "accepted") {
      await completeReferralsForConnection(tx, row.userId, row.connectedUserId);
      await createNotification(tx, outbox, {
        recipientId: row.userId,
        type: "connection_accepted",
        actorId: memberId,
        subjectId: row.id,
        link: "/network",
      });
    }
    return toConnection(updated ?? row, memberId, other);
  });
}

/**
 * DELETE /api/connections/{id}: the sender takes back a pending request. It is deleted (so it can be
 * sent again later), with the notification it gave the receiver. The same rules as a PATCH to
 * "withdrawn": the receiver gets 403, anybody else (admins included) 404, an answered request 409.
 */
export async function withdrawConnectionRequest(db: Database, memberId: number, connectionId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(connections)
      .where(eq(connections.id, connectionId))
      .for("update")
      .limit(1);
    if (!row) throw notFound(CONNECTION_NOT_FOUND);
    const decision = decideConnectionChange(row, memberId, "withdrawn");
    if (decision.outcome === "not_found") throw notFound(CONNECTION_NOT_FOUND);
    if (decision.outcome === "forbidden") throw forbidden(decision.message);
    if (decision.outcome === "conflict") throw conflict(decision.message);
    await tx.delete(connections).where(eq(connections.id, row.id));
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.recipientId, row.connectedUserId),
          eq(notifications.type, "connection_request"),
          eq(notifications.subjectId, row.id),
        ),
      );
  });
}

/**
 * POST /api/connections/request: a pending request from the member to an active member with no
 * connection row between them in either direction, stored with the match score of the pair. A
 * transaction-scoped lock on the pair makes two simultaneous requests (either way) create one row.
 */
export async function requestConnection(
  db: Database,
  phraseModels: PhraseModels,
  outbox: Outbox,
  memberId: number,
  input: ConnectionRequest,
) {
  const toUserId = input.toUserId;
  if (toUserId === memberId) throw badRequest(CANNOT_CONNECT_TO_SELF);
  return db.transaction(async (tx) => {
    const low = Math.min(memberId, toUserId);
    const high = Math.max(memberId, toUserId);
    await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
    const [other] = await tx
      .select({ ...memberSummaryColumns, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, toUserId))
      .limit(1);
    if (!other?.isActive) throw notFound(MEMBER_NOT_FOUND);
    await assertNotBlocked(tx, memberId, toUserId);
    const [existing] = await tx
      .select({ userId: connections.userId, status: connections.status })
      .from(connections)
      .where(
        or(
          and(eq(connections.userId, memberId), eq(connections.connectedUserId, toUserId)),
          and(eq(connections.userId, toUserId), eq(connections.connectedUserId, memberId)),
        ),
      )
      .limit(1);
    if (existing) throw conflict(existingConnectionMessage(existing, memberId));
    const { score } = await scorePair(tx, phraseModels, memberId, toUserId);
    const [created] = await tx
      .insert(connections)
      .values({
        userId: memberId,
        connectedUserId: toUserId,
        status: "pending",
        matchScore: score,
        connectionNotes: input.message ? input.message : null,
      })
      .returning();
    if (!created) throw conflict("The request could not be created; please try again.");
    await createNotification(tx, outbox, {
      recipientId: toUserId,
      type: "connection_request",
      actorId: memberId,
      subjectId: created.id,
      link: "/network",
    });
    const { isActive: _isActive, ...member } = other;
    return { ...toConnection(created, memberId, member), matchScore: score };
  });
}
