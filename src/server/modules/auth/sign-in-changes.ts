import { and, eq, ne } from "drizzle-orm";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { sessions } from "../../db/schema";
import { appLink, sendMail } from "../../mail/send-mail";

/** Every change of how a member signs in, as the audit log and the member's e-mail name it. */
const CHANGES = {
  password_changed: "Your password was changed.",
  totp_enabled: "Two-factor sign-in with an authenticator app was turned on.",
  totp_disabled: "Two-factor sign-in with an authenticator app was turned off.",
  recovery_codes_renewed: "New recovery codes were made; the old ones no longer work.",
} as const;
export type SignInChange = keyof typeof CHANGES;

/**
 * Ends every other session of the member and the live streams they carry.
 * CALL SITE TO SWAP (issue 27): once the one function that ends a member's sessions AND live event
 * streams lands on main, call it here; until then this ends the sessions only (the same query as
 * account-sessions.service's endOtherSessions, which this module cannot import: account imports auth).
 */
export async function endOtherSessionsAndStreams(db: DbExecutor, userId: number, keepHash: string | null) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepHash ? ne(sessions.tokenHash, keepHash) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * The policy for a change of a sign-in method (password, second factor, passkey, provider link):
 * the member's other sessions (and streams) end, the member is e-mailed, and the audit log has it.
 * `keepHash` is the session that made the change (it stays), or null to end them all.
 */
export async function signInMethodChanged(
  db: Database,
  config: Config,
  input: {
    user: { id: number; email: string; firstName: string };
    change: SignInChange;
    keepHash: string | null;
    details?: Record<string, unknown>;
    /** Sessions the change itself already ended (a password change ends them in its own transaction). */
    alreadyEnded?: number;
  },
) {
  const { user, change } = input;
  return db.transaction(async (tx) => {
    const ended = (input.alreadyEnded ?? 0) + (await endOtherSessionsAndStreams(tx, user.id, input.keepHash));
    await recordAdminAction(tx, {
      adminId: user.id,
      action: `member.${change}`,
      targetType: "user",
      targetId: user.id,
      details: { ...input.details, endedSessions: ended },
    });
    await sendMail(tx, {
      to: user.email,
      subject: "Your Netwise sign-in settings changed",
      text: [
        `Hello ${user.firstName},`,
        "",
        CHANGES[change],
        ended > 0 ? `Your other sessions (${ended}) were signed out.` : "",
        "",
        "If this was not you, reset your password now and check your security settings:",
        appLink(config, "/settings#security"),
      ]
        .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
        .join("\n"),
    });
    return ended;
  });
}

/** An attempt against a member's sign-in that the audit log keeps (a wrong second factor, say). */
export async function recordSignInAttack(
  db: DbExecutor,
  entry: { userId: number; action: string; details?: Record<string, unknown> },
) {
  await recordAdminAction(db, {
    adminId: null,
    action: entry.action,
    targetType: "user",
    targetId: entry.userId,
    ...(entry.details ? { details: entry.details } : {}),
  });
}
