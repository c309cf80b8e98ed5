import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import {
  emailChanges,
  emailVerificationTokens,
  loginChallenges,
  memberPasskeys,
  memberRecoveryCodes,
  memberTotp,
  passkeyChallenges,
} from "../../db/schema";

/**
 * Account deletion: the member's second factors and passkeys, half-finished sign-ins, verification links and
 * e-mail changes (which hold addresses) go with the account; the user row stays as a placeholder, so the
 * foreign keys' cascade does not remove them.
 */
export async function deleteSignInData(tx: DbExecutor, userId: number) {
  await tx.delete(memberTotp).where(eq(memberTotp.userId, userId));
  await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await tx.delete(memberPasskeys).where(eq(memberPasskeys.userId, userId));
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
}
