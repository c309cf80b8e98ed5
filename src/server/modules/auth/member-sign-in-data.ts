import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import {
  emailChanges,
  emailVerificationTokens,
  loginChallenges,
  memberIdentities,
  memberPasskeys,
  memberRecoveryCodes,
  memberTotp,
  passkeyChallenges,
  pendingIdentityLinks,
} from "../../db/schema";

/**
 * Account deletion: the member's second factors, passkeys and single sign-on links, half-finished sign-ins,
 * verification links and e-mail changes (which hold addresses) go with the account; the user row stays as a
 * placeholder, so the
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
  await tx.delete(memberIdentities).where(eq(memberIdentities.userId, userId));
  await tx.delete(pendingIdentityLinks).where(eq(pendingIdentityLinks.userId, userId));
}
