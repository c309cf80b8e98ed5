import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { emailSchema } from "../../../shared/contracts/auth";
import {
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_WEEK,
  weeklyInvitationLimitMessage,
} from "../../../shared/contracts/invitations";
import { invitationPath } from "../../../shared/rules/invitation-link";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { decodeCursor, splitPage } from "../../db/keyset-cursor";
import { connections, memberInvitations, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { hashToken, type SessionUser } from "../../http/sessions";
import { appLink, sendMail } from "../../mail/send-mail";
import { requestConnection } from "../connections/connections.service";
import { scorePair } from "../matching/matching.service";
import { createNotification } from "../notifications/create-notification";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

type Inviter = Pick<SessionUser, "id" | "email" | "firstName" | "lastName">;

/**
 * Splits what the member typed into distinct lowercase addresses and the entries that are not
 * e-mail addresses (their own address among them: one cannot invite oneself), as typed.
 */
function sortAddresses(inviter: Inviter, typed: string[]) {
  const valid = new Set<string>();
  const invalid: string[] = [];
  for (const entry of typed) {
    if (entry.trim() === "") continue;
    const parsed = emailSchema.safeParse(entry);
    if (!parsed.success || parsed.data === inviter.email.toLowerCase()) invalid.push(entry);
    else valid.add(parsed.data);
  }
  return { valid: [...valid], invalid };
}

/** Invitation e-mails the member sent in the last 7 days (a re-sent one counts from its new date). */
async function sentThisWeek(db: DbExecutor, inviterId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(memberInvitations)
    .where(
      and(
        eq(memberInvitations.inviterId, inviterId),
        gt(memberInvitations.sentAt, new Date(Date.now() - WEEK_MS)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * POST /api/invitations. Each address of a member gets a connection request from the inviter (the
 * connections service's rules: blocks, existing connections and requests, suspended members; a
 * request that cannot be made is left out silently, so the answer says no more than a request would);
 * every other address gets an e-mail with a personal sign-up link. An address already invited in the
 * last 7 days is not mailed again. At most INVITATIONS_PER_WEEK addresses in 7 days: a send that
 * would pass it is refused whole (429).
 */
export async function sendInvitations(db: Database, config: Config, inviter: Inviter, typed: string[]) {
  const { valid, invalid } = sortAddresses(inviter, typed);
  if (valid.length === 0) return { sent: 0, requested: 0, invalid };
  const left = INVITATIONS_PER_WEEK - (await sentThisWeek(db, inviter.id));
  if (valid.length > left) throw new AppError("rate_limited", weeklyInvitationLimitMessage(left));

  const members = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, valid), isNull(users.deletedAt)));
  const memberAddresses = new Set(members.map((member) => member.email));

  let requested = 0;
  for (const member of members) {
    requested++;
    try {
      await requestConnection(db, inviter.id, { toUserId: member.id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  let sent = 0;
  for (const email of valid) {
    if (memberAddresses.has(email)) continue;
    await inviteByEmail(db, config, inviter, email);
    sent++;
  }
  return { sent, requested, invalid };
}

/** Stores (or renews) the invitation of one address and queues its e-mail in the same transaction. */
async function inviteByEmail(db: Database, config: Config, inviter: Inviter, email: string) {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(memberInvitations)
      .where(and(eq(memberInvitations.inviterId, inviter.id), eq(memberInvitations.email, email)))
      .for("update")
      .limit(1);
    if (existing && (existing.status !== "pending" || existing.sentAt.getTime() > Date.now() - WEEK_MS))
      return;
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    const fields = {
      tokenHash: hashToken(token),
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
    };
    if (existing) await tx.update(memberInvitations).set(fields).where(eq(memberInvitations.id, existing.id));
    else await tx.insert(memberInvitations).values({ inviterId: inviter.id, email, ...fields });
    const name = `${inviter.firstName} ${inviter.lastName}`;
    await sendMail(tx, {
      to: email,
      subject: `${name} invited you to Netwise`,
      text: [
        "Hello,",
        "",
        `${name} invited you to join them on Netwise, the professional network.`,
        `Create your account through this link within ${INVITATION_TTL_DAYS} days and you will be connected:`,
        appLink(config, invitationPath(token)),
        "",
        "If you do not know them, ignore this message.",
      ].join("\n"),
    });
  });
}

/** GET /api/invitations: the addresses the member invited by e-mail, newest invitation first. */
export async function listInvitations(
  db: Database,
  inviterId: number,
  query: { limit: number; cursor?: string | undefined },
) {
  const after = query.cursor ? decodeCursor(query.cursor, "id").id : null;
  const rows = await db
    .select({
      id: memberInvitations.id,
      email: memberInvitations.email,
      status: sql<"pending" | "joined">`${memberInvitations.status}`,
      sentAt: memberInvitations.sentAt,
    })
    .from(memberInvitations)
    .where(
      and(
        eq(memberInvitations.inviterId, inviterId),
        after === null ? undefined : lt(memberInvitations.id, after),
      ),
    )
    .orderBy(desc(memberInvitations.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({ kind: "id", id: row.id }));
  return { invitations: page.map(({ id: _id, ...invitation }) => invitation), nextCursor };
}

/**
 * POST /api/auth/register with `invitation`: when the token is known, unused and unexpired and its
 * inviter is still an active member, the new member and the inviter become connected (an accepted
 * connection, the inviter notified as for an accepted request) and the invitation is "joined".
 * Anything else is ignored: the account is created all the same, unconnected. Returns whether it joined.
 */
export async function joinThroughInvitation(db: Database, token: string, newMemberId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: memberInvitations.id, inviterId: memberInvitations.inviterId })
      .from(memberInvitations)
      .innerJoin(users, eq(users.id, memberInvitations.inviterId))
      .where(
        and(
          eq(memberInvitations.tokenHash, hashToken(token)),
          eq(memberInvitations.status, "pending"),
          gt(memberInvitations.expiresAt, new Date()),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      )
      .for("update", { of: memberInvitations })
      .limit(1);
    if (!row || row.inviterId === newMemberId) return false;
    await tx
      .update(memberInvitations)
      .set({ status: "joined", joinedUserId: newMemberId })
      .where(eq(memberInvitations.id, row.id));
    const { score } = await scorePair(tx, row.inviterId, newMemberId);
    const [connection] = await tx
      .insert(connections)
      .values({
        userId: row.inviterId,
        connectedUserId: newMemberId,
        status: "accepted",
        matchScore: score,
        referralSource: "invitation",
      })
      .onConflictDoNothing()
      .returning({ id: connections.id });
    if (connection)
      await createNotification(tx, {
        recipientId: row.inviterId,
        type: "connection_accepted",
        actorId: newMemberId,
        subjectId: connection.id,
        link: "/network",
      });
    return true;
  });
}

/** What a member's data export adds: the addresses they invited by e-mail. */
export async function exportInvitations(db: DbExecutor, inviterId: number) {
  return db
    .select({
      email: memberInvitations.email,
      status: memberInvitations.status,
      sentAt: memberInvitations.sentAt,
      joinedMemberId: memberInvitations.joinedUserId,
    })
    .from(memberInvitations)
    .where(eq(memberInvitations.inviterId, inviterId))
    .orderBy(memberInvitations.id);
}

/**
 * Account deletion: the member's own invitations, the one they joined through, and every other
 * member's invitation to their address go (no table keeps a deleted member's address).
 */
export async function deleteInvitationsOfMember(db: DbExecutor, userId: number, email: string) {
  await db
    .delete(memberInvitations)
    .where(
      or(
        eq(memberInvitations.inviterId, userId),
        eq(memberInvitations.joinedUserId, userId),
        eq(memberInvitations.email, email.toLowerCase()),
      ),
    );
}
