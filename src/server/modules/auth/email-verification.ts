import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { emailVerificationTokens, type UserRow, users } from "../../db/schema";
import { AppError, badRequest, conflict } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { appLink, type MailOutbox, sendMail } from "../../mail/send-mail";

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A member may ask for a new link once a minute. */
export const RESEND_COOLDOWN_MS = 60 * 1000;

export const INVALID_VERIFICATION_LINK =
  "This verification link is invalid or has expired. Sign in and send yourself a new one.";
export const ALREADY_VERIFIED = "Your e-mail address is already verified.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The role an account should have: ADMIN_EMAILS counts only for an address its owner has proved. */
export function roleFor(user: Pick<UserRow, "email" | "role" | "emailVerifiedAt">, config: Config) {
  if (user.role === "admin") return "admin";
  if (user.emailVerifiedAt && config.adminEmails.includes(user.email.toLowerCase())) return "admin";
  // A moderator stays one (issue 27): only an administrator grants or removes the role.
  return user.role === "moderator" ? "moderator" : "user";
}

/** Stores a new verification token for the member's current address and returns the link. */
export async function createVerificationLink(
  db: Database,
  config: Config,
  user: Pick<UserRow, "id" | "email">,
) {
  const token = randomBytes(32).toString("base64url");
  await db
    .delete(emailVerificationTokens)
    .where(
      and(eq(emailVerificationTokens.userId, user.id), sql`${emailVerificationTokens.expiresAt} < now()`),
    );
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  return appLink(config, `/verify-email?token=${token}`);
}

/** Sends the verification link (through SMTP_URL; without it the mail worker logs the message). */
export async function sendVerificationEmail(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: Pick<UserRow, "id" | "email" | "firstName">,
) {
  const link = await createVerificationLink(db, config, user);
  await sendMail(outbox, db, {
    to: user.email,
    subject: "Verify your e-mail address for Netwise",
    text: [
      `Hello ${user.firstName},`,
      "",
      "Please confirm that this is your e-mail address by opening this link within 24 hours:",
      link,
      "",
      "If you did not create a Netwise account, ignore this message.",
    ].join("\n"),
  });
}

/** POST /api/auth/verify-email/resend: a new link, at most once a minute, only while unverified. */
export async function resendVerificationEmail(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
): Promise<{ retryAfterSeconds: number } | null> {
  if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
  const [latest] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, user.id))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  const waitMs = latest ? latest.createdAt.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
  if (waitMs > 0) return { retryAfterSeconds: Math.ceil(waitMs / 1000) };
  await sendVerificationEmail(db, config, outbox, user);
  return null;
}

export const tooSoon = (seconds: number) =>
  new AppError("rate_limited", `A link was sent moments ago. You can ask for another in ${seconds} seconds.`);

/**
 * POST /api/auth/verify-email: marks the address verified when the token is known, unexpired and
 * was sent to the account's current address; every link of the account stops working. An address
 * listed in ADMIN_EMAILS becomes an admin here, once its owner has proved it.
 */
export async function verifyEmail(db: Database, config: Config, token: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users, email: emailVerificationTokens.email })
      .from(emailVerificationTokens)
      .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          gt(emailVerificationTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row || row.user.email.toLowerCase() !== row.email.toLowerCase())
      throw badRequest(INVALID_VERIFICATION_LINK);
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row.user.id));
    const verifiedAt = row.user.emailVerifiedAt ?? new Date();
    const [updated] = await tx
      .update(users)
      .set({
        emailVerifiedAt: verifiedAt,
        role: roleFor({ ...row.user, emailVerifiedAt: verifiedAt }, config),
      })
      .where(eq(users.id, row.user.id))
      .returning();
    return updated ?? row.user;
  });
}
