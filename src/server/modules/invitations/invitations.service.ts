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
import type { Outbox } from "../../jobs/outbox";
import { appLink, type MailOutbox, sendMail } from "../../mail/send-mail";
import { requestConnection } from "../connections/connections.service";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
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
 * every other address gets an e-mail with a personal sign-up link. Every address is recorded (a
 * request's only to count it: the list shows the e-mailed ones), and one handled in the last 7 days
 * is not mailed or asked again. At most INVITATIONS_PER_WEEK addresses in 7 days, requests included
 * (so this is no way around the hourly limit of connection requests): a send that would pass it is
 * refused whole (429).
 */
/** What inviting needs of the app beyond the database: matching (a request's score) and the outbox. */
export type InvitationDeps = { phraseModels: PhraseModels; outbox: Outbox };

export async function sendInvitations(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  deps: InvitationDeps,
  inviter: Inviter,
  typed: string[],
) {
  const { valid, invalid } = sortAddresses(inviter, typed);
  if (valid.length === 0) return { sent: 0, requested: 0, invalid };
  const left = INVITATIONS_PER_WEEK - (await sentThisWeek(db, inviter.id));
  if (valid.length > left) throw new AppError("rate_limited", weeklyInvitationLimitMessage(left));

  const members = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, valid), isNull(users.deletedAt)));
  const memberIdOf = new Map(members.map((member) => [member.email, member.id]));

  let sent = 0;
  let requested = 0;
  for (const email of valid) {
    const memberId = memberIdOf.get(email);
    if (memberId === undefined) {
      await inviteByEmail(db, config, outbox, inviter, email);
      sent++;
    } else {
      await requestByInvitation(db, deps, inviter.id, email, memberId);
      requested++;
    }
  }
  return { sent, requested, invalid };
}

type AddressRecord = { kind: "email" | "request"; tokenHash: string | null; expiresAt: Date | null };

/**
 * Records that the inviter reached `email` now (in the caller's transaction, the row locked): false
 * when it was already reached in the last 7 days, or joined through an invitation, or a simultaneous
 * send recorded it first; then nothing more is sent.
 */
async function recordAddress(tx: DbExecutor, inviterId: number, email: string, record: AddressRecord) {
  const [existing] = await tx
    .select({ id: memberInvitations.id, status: memberInvitations.status, sentAt: memberInvitations.sentAt })
    .from(memberInvitations)
    .where(and(eq(memberInvitations.inviterId, inviterId), eq(memberInvitations.email, email)))
    .for("update")
    .limit(1);
  const sentAt = new Date();
  if (existing) {
    if (existing.status === "joined" || existing.sentAt.getTime() > sentAt.getTime() - WEEK_MS) return false;
    await tx
      .update(memberInvitations)
      .set({ ...record, sentAt })
      .where(eq(memberInvitations.id, existing.id));
    return true;
  }
  const inserted = await tx
    .insert(memberInvitations)
    .values({ inviterId, email, ...record, sentAt })
    .onConflictDoNothing()
    .returning({ id: memberInvitations.id });
  return inserted.length > 0;
}

/** A member's address: recorded, then an ordinary connection request (whose refusal is not told). */
async function requestByInvitation(
  db: Database,
  deps: InvitationDeps,
  inviterId: number,
  email: string,
  memberId: number,
) {
  const recorded = await db.transaction((tx) =>
    recordAddress(tx, inviterId, email, { kind: "request", tokenHash: null, expiresAt: null }),
  );
  if (!recorded) return;
  try {
    await requestConnection(db, deps.phraseModels, deps.outbox, inviterId, { toUserId: memberId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** Stores (or renews) the invitation of one address and queues its e-mail in the same transaction. */
async function inviteByEmail(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  inviter: Inviter,
  email: string,
) {
  await db.transaction(async (tx) => {
    const token = randomBytes(32).toString("base64url");
    const recorded = await recordAddress(tx, inviter.id, email, {
      kind: "email",
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
    });
    if (!recorded) return;
    const name = `${inviter.firstName} ${inviter.lastName}`;
    await sendMail(outbox, tx, {
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
        eq(memberInvitations.kind, "email"),
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
export async function joinThroughInvitation(
  db: Database,
  deps: InvitationDeps,
  token: string,
  newMemberId: number,
) {
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
    const { score } = await scorePair(tx, deps.phraseModels, row.inviterId, newMemberId);
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
      await createNotification(tx, deps.outbox, {
        recipientId: row.inviterId,
        type: "connection_accepted",
        actorId: newMemberId,
        subjectId: connection.id,
        link: "/network",
      });
    return true;
  });
}

/** What a member's data export adds: the addresses they invited ("email") or asked to connect through "Invite people" ("request"). */
export async function exportInvitations(db: DbExecutor, inviterId: number) {
  return db
    .select({
      email: memberInvitations.email,
      kind: memberInvitations.kind,
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
