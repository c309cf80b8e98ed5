import { and, desc, eq, or, sql } from "drizzle-orm";
import type { ConnectionRequest, ConnectionUpdateStatus } from "../../../shared/contracts/connections";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeCursor, rankedAfter, splitPage } from "../../db/keyset-cursor";
import { assertNotBlocked } from "../../db/member-blocks";
import { type ConnectionRow, connections, users } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error";
import { scorePair } from "../matching/matching.service";
import { createNotification } from "../notifications/create-notification";
import { completeReferralsForConnection } from "../referrals/referral-completion";
import { decideConnectionChange, existingConnectionMessage } from "./connection-policy";

export const CONNECTION_NOT_FOUND = "Connection not found.";
export const MEMBER_NOT_FOUND = "That member could not be found.";
export const CANNOT_CONNECT_TO_SELF = "You cannot send a connection request to yourself.";

type OtherMember = {
  id: number;
  username: string;
  avatar: string | null;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: string | null;
};

function toConnection(row: ConnectionRow, memberId: number, other: OtherMember, status = row.status) {
  return {
    id: row.id,
    status,
    connectedSince: row.updatedAt,
    direction: row.userId === memberId ? ("outgoing" as const) : ("incoming" as const),
    connectedUser: other,
  };
}

const otherMemberColumns = {
  id: users.id,
  username: users.username,
  avatar: users.avatar,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  company: users.company,
};

/**
 * The member's connections in both directions, each joined to the other member: requests waiting
 * for an answer first, then the most recently changed, keyset paged by a `rank` cursor. Only the
 * member's own rows are read (the user_id and connected_user_id indexes), so sorting them is cheap.
 */
export async function listConnections(
  db: Database,
  memberId: number,
  query: { limit: number; cursor?: string | undefined },
) {
  const after = query.cursor ? decodeCursor(query.cursor, "rank") : null;
  const awaitsAnswer = sql<number>`(${connections.status} = 'pending' and ${connections.connectedUserId} = ${memberId})::int`;
  const isMine = or(eq(connections.userId, memberId), eq(connections.connectedUserId, memberId));
  const rows = await db
    .select({
      connection: connections,
      other: otherMemberColumns,
      rank: awaitsAnswer,
      cursorAt: cursorTimestamp(connections.updatedAt),
    })
    .from(connections)
    .innerJoin(
      users,
      eq(
        users.id,
        sql`case when ${connections.userId} = ${memberId} then ${connections.connectedUserId} else ${connections.userId} end`,
      ),
    )
    .where(
      after ? and(isMine, rankedAfter(awaitsAnswer, connections.updatedAt, connections.id, after)) : isMine,
    )
    .orderBy(desc(awaitsAnswer), desc(connections.updatedAt), desc(connections.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({
    kind: "rank",
    rank: row.rank,
    at: row.cursorAt,
    id: row.connection.id,
  }));
  return {
    connections: page.map(({ connection, other }) => toConnection(connection, memberId, other)),
    nextCursor,
  };
}

/**
 * PATCH /api/connections/{id}: the recipient accepts or declines a pending request, the sender
 * withdraws it. A withdrawn request is deleted (so it can be sent again later); the answer still
 * describes it, with status "withdrawn".
 */
export async function updateConnection(
  db: Database,
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
    const [other] = await tx.select(otherMemberColumns).from(users).where(eq(users.id, otherId)).limit(1);
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
      await createNotification(tx, {
        recipientId: row.userId,
        type: "connection_accepted",
        actorId: memberId,
        subjectId: row.id,
        link: "/dashboard?tab=connections",
      });
    }
    return toConnection(updated ?? row, memberId, other);
  });
}

/**
 * POST /api/connections/request: a pending request from the member to an active member with no
 * connection row between them in either direction, stored with the match score of the pair. A
 * transaction-scoped lock on the pair makes two simultaneous requests (either way) create one row.
 */
export async function requestConnection(db: Database, memberId: number, input: ConnectionRequest) {
  const toUserId = input.toUserId;
  if (toUserId === memberId) throw badRequest(CANNOT_CONNECT_TO_SELF);
  return db.transaction(async (tx) => {
    const low = Math.min(memberId, toUserId);
    const high = Math.max(memberId, toUserId);
    await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
    const [other] = await tx
      .select({ ...otherMemberColumns, isActive: users.isActive })
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
    const { score } = await scorePair(tx, memberId, toUserId);
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
    await createNotification(tx, {
      recipientId: toUserId,
      type: "connection_request",
      actorId: memberId,
      subjectId: created.id,
      link: "/dashboard?tab=connections",
    });
    const { isActive: _isActive, ...member } = other;
    return { ...toConnection(created, memberId, member), matchScore: score };
  });
}
