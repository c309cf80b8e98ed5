import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest, forbidden } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { COMMON_PASSWORD } from "../auth/auth.service";
import { hashPassword, isCommonPassword, isCurrentPassword } from "../auth/password";
import { endOtherSessions } from "./account-sessions.service";
import { endResetLinks } from "./password-reset.service";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
export const SAME_PASSWORD = "Choose a new password that differs from your current one.";

/**
 * Checks the current password, stores the new one (registration's rules), ends every reset link not
 * used yet and every other session of the member; the session `keepHash` stays signed in.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
  keepHash: string | null,
) {
  if (!(await isCurrentPassword(db, user.id, input.currentPassword))) throw forbidden(WRONG_CURRENT_PASSWORD);
  if (input.newPassword === input.currentPassword) throw badRequest(SAME_PASSWORD);
  if (isCommonPassword(input.newPassword)) throw badRequest(COMMON_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangeRequired: false }).where(eq(users.id, user.id));
    await endResetLinks(tx, user.id);
    return endOtherSessions(tx, user.id, keepHash);
  });
}
