import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { NO_ACCOUNT_FOR_ADDRESS, PASSWORD_RESET_TTL_MS } from "../../../shared/contracts/account";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import { endMemberSessions } from "../../http/session-ending";
import { hashToken } from "../../http/sessions";
import { appLink, type MailOutbox, sendMail } from "../../mail/send-mail";
import { COMMON_PASSWORD } from "../auth/auth.service";
import { hashPassword, isCommonPassword } from "../auth/password";

export const INVALID_RESET_TOKEN =
  "This reset link is not valid any more: it was used, has expired or is wrong. Ask for a new one.";
/**
 * Starts a password reset for `email`: when an active account uses it, a one-hour, single-use link
 * is e-mailed (only the token's SHA-256 is stored; earlier unused links of the account stop
 * working). An address no active account uses is answered 404 (the same policy as registration).
 */
export async function requestPasswordReset(db: Database, config: Config, outbox: MailOutbox, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isActive, true)))
    .limit(1);
  if (!user) throw notFound(NO_ACCOUNT_FOR_ADDRESS);
  const token = randomBytes(32).toString("base64url");
  const link = appLink(config, `/reset-password?token=${token}`);
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          or(isNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, new Date())),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    await sendMail(outbox, tx, {
      to: user.email,
      subject: "Reset your Netwise password",
      text: [
        `Hello ${user.firstName},`,
        "",
        "Someone (we hope you) asked to reset the password of your Netwise account.",
        "Open this link within one hour to choose a new password:",
        "",
        link,
        "",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    });
  });
}

/**
 * Sets a new password with a reset link's token: the token works once, within its hour, and every
 * session of the member ends. A used, expired or unknown token is refused with 400.
 */
export async function confirmPasswordReset(db: Database, input: { token: string; newPassword: string }) {
  if (isCommonPassword(input.newPassword)) throw badRequest(COMMON_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(INVALID_RESET_TOKEN);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: false })
      .where(and(eq(users.id, used.userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    if (!user) throw badRequest(INVALID_RESET_TOKEN);
    await endResetLinks(tx, user.id);
    await endMemberSessions(tx, user.id);
  });
}

/** Every reset link of the member not used yet stops working: a new password ends the old links (L1). */
export async function endResetLinks(tx: DbExecutor, userId: number) {
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
