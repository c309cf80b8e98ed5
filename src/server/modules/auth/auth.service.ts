import { eq, sql } from "drizzle-orm";
import { COMMON_PASSWORD, EMAIL_TAKEN, type RegisterRequestParsed } from "../../../shared/contracts/auth";
import { REGISTRATION_CLOSED_MESSAGE } from "../../../shared/contracts/settings";
import { profileCompletionPercent } from "../../../shared/rules/profile-completion";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { profileColumns } from "../../db/member-summary";
import { isUniqueViolation } from "../../db/pg-errors";
import { type UserRow, users } from "../../db/schema";
import { badRequest, conflict, forbidden, unauthorized } from "../../http/app-error";
import { getPlatformSettings } from "../settings/settings.service";
import { roleFor } from "./email-verification";
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from "./password";
import { generateUniqueUsername } from "./username";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export { COMMON_PASSWORD, EMAIL_TAKEN };
export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Contact support to restore it.";

function findByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * `checkSpam` (registration's proof of work) runs once the other checks passed, so a solution is
 * used up only by an attempt that would otherwise make the account.
 */
export async function registerUser(
  db: Database,
  input: RegisterRequestParsed,
  checkSpam?: () => Promise<void>,
): Promise<UserRow> {
  if (!(await getPlatformSettings(db)).registrationOpen) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
  if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD);
  if (await findByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  await checkSpam?.();

  const { password, altcha: _altcha, invitation: _invitation, ...fields } = input;
  const passwordHash = await hashPassword(password);
  // Two registrations racing for one username: the loser retries with the next free suffix.
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = await generateUniqueUsername(db, fields.firstName, fields.lastName);
    try {
      const [user] = await db
        .insert(users)
        .values({
          ...fields,
          passwordHash,
          username,
          // ADMIN_EMAILS counts only once the address is verified (verifyEmail), never at sign-up.
          role: "user",
          profileCompleted: profileCompletionPercent(fields) === 100,
          lastActiveAt: new Date(),
        })
        .returning();
      if (!user) throw new Error("insert returned no row");
      return user;
    } catch (error) {
      if (isUniqueViolation(error, "users_email_lower_key")) throw conflict(EMAIL_TAKEN);
      if (!isUniqueViolation(error, "users_username_key")) throw error;
    }
  }
  throw conflict("Could not choose a username. Please try again.");
}

/** The columns GET /api/auth/me answers (the member's own account and profile; never the password). */
const currentUserColumns = {
  ...profileColumns,
  role: users.role,
  communicationPreferences: users.communicationPreferences,
  profileCompleted: users.profileCompleted,
  isActive: users.isActive,
  emailVerifiedAt: users.emailVerifiedAt,
  browsePrivately: users.browsePrivately,
  passwordChangeRequired: users.passwordChangeRequired,
};

/** GET /api/auth/me: the signed-in member's own account (the session holds only part of it). */
export async function readCurrentUser(db: Database, userId: number) {
  const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized();
  return row;
}

export async function authenticate(
  db: Database,
  config: Config,
  credentials: { email: string; password: string },
): Promise<UserRow> {
  const user = await findByEmail(db, credentials.email);
  // Verify against a dummy hash for unknown e-mails so both failures take the same time.
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordMatches) throw unauthorized(INVALID_CREDENTIALS);
  if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED);

  const role = roleFor(user, config);
  const [updated] = await db
    .update(users)
    .set({ role, lastActiveAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
