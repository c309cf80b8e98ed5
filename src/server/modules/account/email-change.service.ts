import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_SAME,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_CHANGE_UNDO_INVALID,
  EMAIL_CHANGE_UNDO_MS,
} from "../../../shared/contracts/email-change";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { emailChanges, emailVerificationTokens, users } from "../../db/schema";
import { badRequest, conflict, forbidden } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { hashToken } from "../../http/sessions";
import { appLink, type MailOutbox, sendMail } from "../../mail/send-mail";
import { isCurrentPassword } from "../auth/password";
import { endOtherSessionsAndStreams } from "../auth/sign-in-changes";
import { WRONG_CURRENT_PASSWORD } from "./password-change.service";

const newToken = () => randomBytes(32).toString("base64url");

async function addressInUse(db: DbExecutor, email: string, exceptUserId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The role after an address change: ADMIN_EMAILS rights follow the verified address. An admin by
 * ADMIN_EMAILS whose new address is not listed becomes a member; a listed new address makes an admin.
 */
function roleAfterChange(role: string, oldEmail: string, newEmail: string, config: Config) {
  const listed = (email: string) => config.adminEmails.includes(email.toLowerCase());
  if (listed(newEmail)) return "admin";
  if (role === "admin" && listed(oldEmail)) return "user";
  return role;
}

/** POST /api/account/email: checks the password, then e-mails a 24-hour link to the new address. */
export async function requestEmailChange(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
  input: { newEmail: string; password: string },
  countFailure: () => Promise<void>,
) {
  if (!(await isCurrentPassword(db, user.id, input.password))) {
    await countFailure();
    throw forbidden(WRONG_CURRENT_PASSWORD);
  }
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) throw badRequest(EMAIL_CHANGE_SAME);
  if (await addressInUse(db, input.newEmail, user.id)) throw conflict(EMAIL_CHANGE_TAKEN);
  const token = newToken();
  await db.transaction(async (tx) => {
    // One pending change at a time: an earlier, unconfirmed link stops working.
    await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.confirmedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      oldEmail: user.email,
      newEmail: input.newEmail,
      oldEmailVerifiedAt: user.emailVerifiedAt,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    await sendMail(outbox, tx, {
      to: input.newEmail,
      subject: "Confirm your new e-mail address for Netwise",
      text: [
        `Hello ${user.firstName},`,
        "",
        "Open this link within 24 hours to make this your Netwise sign-in address:",
        appLink(config, `/confirm-email-change?token=${token}`),
        "",
        "Until you do, nothing changes. If you did not ask for this, ignore this message.",
      ].join("\n"),
    });
  });
}

/**
 * POST /api/account/email/confirm: the new address is proved, so it becomes the member's (verified)
 * address; the old address gets a notice with a 7-day undo link.
 */
export async function confirmEmailChange(db: Database, config: Config, outbox: MailOutbox, token: string) {
  const undoToken = newToken();
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .select({
          change: emailChanges,
          user: { role: users.role, email: users.email, firstName: users.firstName },
        })
        .from(emailChanges)
        .innerJoin(users, eq(users.id, emailChanges.userId))
        .where(
          and(
            eq(emailChanges.tokenHash, hashToken(token)),
            isNull(emailChanges.confirmedAt),
            gt(emailChanges.expiresAt, new Date()),
          ),
        )
        .limit(1);
      // A change asked for before another one was confirmed names an address the member no longer has.
      if (!change || change.user.email.toLowerCase() !== change.change.oldEmail.toLowerCase())
        throw badRequest(EMAIL_CHANGE_LINK_INVALID);
      const { change: row } = change;
      if (await addressInUse(tx, row.newEmail, row.userId)) throw conflict(EMAIL_CHANGE_TAKEN);
      const now = new Date();
      await tx
        .update(users)
        .set({
          email: row.newEmail,
          emailVerifiedAt: now,
          role: roleAfterChange(change.user.role, row.oldEmail, row.newEmail, config),
        })
        .where(eq(users.id, row.userId));
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row.userId));
      await tx
        .update(emailChanges)
        .set({
          confirmedAt: now,
          undoTokenHash: hashToken(undoToken),
          undoUntil: new Date(now.getTime() + EMAIL_CHANGE_UNDO_MS),
        })
        .where(eq(emailChanges.id, row.id));
      await recordAdminAction(tx, {
        adminId: row.userId,
        action: "member.email_changed",
        targetType: "user",
        targetId: row.userId,
        details: { from: row.oldEmail, to: row.newEmail },
      });
      await sendMail(outbox, tx, {
        to: row.oldEmail,
        subject: "Your Netwise e-mail address was changed",
        text: [
          `Hello ${change.user.firstName},`,
          "",
          `Your Netwise sign-in address is now ${row.newEmail}; this address (${row.oldEmail}) no longer signs in.`,
          "",
          "If you did not do this, open this link within 7 days to undo the change and sign out everywhere:",
          appLink(config, `/undo-email-change?token=${undoToken}`),
        ].join("\n"),
      });
      return { email: row.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_key")) throw conflict(EMAIL_CHANGE_TAKEN);
    throw error;
  }
}

/**
 * POST /api/account/email/undo: within 7 days the old address takes the account back; every session
 * ends (whoever changed it is signed out) and the member is told to choose a new password.
 */
export async function undoEmailChange(db: Database, config: Config, outbox: MailOutbox, token: string) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          change: emailChanges,
          user: { role: users.role, email: users.email, firstName: users.firstName },
        })
        .from(emailChanges)
        .innerJoin(users, eq(users.id, emailChanges.userId))
        .where(
          and(
            eq(emailChanges.undoTokenHash, hashToken(token)),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.undoUntil, new Date()),
          ),
        )
        .limit(1);
      if (!row) throw badRequest(EMAIL_CHANGE_UNDO_INVALID);
      const { change } = row;
      if (await addressInUse(tx, change.oldEmail, change.userId)) throw conflict(EMAIL_CHANGE_TAKEN);
      await tx
        .update(users)
        .set({
          email: change.oldEmail,
          emailVerifiedAt: change.oldEmailVerifiedAt ?? new Date(),
          role: roleAfterChange(row.user.role, row.user.email, change.oldEmail, config),
        })
        .where(eq(users.id, change.userId));
      await tx.update(emailChanges).set({ undoneAt: new Date() }).where(eq(emailChanges.id, change.id));
      const ended = await endOtherSessionsAndStreams(tx, change.userId, null);
      await recordAdminAction(tx, {
        adminId: null,
        action: "member.email_change_undone",
        targetType: "user",
        targetId: change.userId,
        details: { restored: change.oldEmail, dropped: row.user.email, endedSessions: ended },
      });
      await sendMail(outbox, tx, {
        to: change.oldEmail,
        subject: "Your Netwise sign-in settings changed",
        text: [
          `Hello ${row.user.firstName},`,
          "",
          `The change of your sign-in address was undone: ${change.oldEmail} signs in again, and every session was signed out.`,
          `Choose a new password now with "Forgot password?" in the sign-in dialog: ${appLink(config, "/")}`,
        ].join("\n"),
      });
      return { email: change.oldEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_key")) throw conflict(EMAIL_CHANGE_TAKEN);
    throw error;
  }
}
