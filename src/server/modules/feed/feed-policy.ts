import type { UserRow } from "../../db/schema";
import { isAdmin } from "../../http/guards";

/** A member may delete what they wrote; an administrator may delete anything (moderation). */
export const canDeleteOwnContent = (user: Pick<UserRow, "id" | "role">, authorId: number) =>
  user.id === authorId || isAdmin(user);
