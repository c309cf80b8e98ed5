import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { endMemberSessions } from "../../http/session-ending";
import { appLink, type MailOutbox, sendMail } from "../../mail/send-mail";

/** Every change of how a member signs in, as the audit log and the member's e-mail name it. */
const CHANGES = {
  password_changed: "Your password was changed.",
  totp_enabled: "Two-factor sign-in with an authenticator app was turned on.",
  totp_disabled: "Two-factor sign-in with an authenticator app was turned off.",
  recovery_codes_renewed: "New recovery codes were made; the old ones no longer work.",
  passkey_added: "A passkey was added to your account.",
  passkey_removed: "A passkey was removed from your account.",
  sso_linked: "Your account was linked to a single sign-on provider account: it can now sign you in.",
  sso_unlinked: "Your account was unlinked from its single sign-on provider account.",
} as const;
export type SignInChange = keyof typeof CHANGES;

/** Ends every other session of the member (all of them when `keepHash` is null) and the live streams they carry. */
export function endOtherSessionsAndStreams(db: DbExecutor, userId: number, keepHash: string | null) {
  return endMemberSessions(db, userId, { keepTokenHash: keepHash });
}

/**
 * The policy for a change of a sign-in method (password, second factor, passkey, provider link):
 * the member's other sessions (and streams) end, the member is e-mailed, and the audit log has it.
 * `keepHash` is the session that made the change (it stays), or null to end them all.
 */
export async function signInMethodChanged(
  db: Database,
  config: Config,
  outbox: MailOutbox,
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
    await sendMail(outbox, tx, {
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
