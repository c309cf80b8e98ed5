import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import {
  emailChanges,
  loginChallenges,
  memberIdentities,
  memberRecoveryCodes,
  memberTotp,
  pendingIdentityLinks,
} from "../../db/schema";

/**
 * Account deletion: the member's second factors, single sign-on links, half-finished sign-ins and e-mail changes (which
 * hold old and new addresses) go with the account; the user row stays as a placeholder, so the
 * foreign keys' cascade does not remove them.
 */
export async function deleteSignInData(tx: DbExecutor, userId: number) {
  await tx.delete(memberTotp).where(eq(memberTotp.userId, userId));
  await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(memberIdentities).where(eq(memberIdentities.userId, userId));
  await tx.delete(pendingIdentityLinks).where(eq(pendingIdentityLinks.userId, userId));
}
