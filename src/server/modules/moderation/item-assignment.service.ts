import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { ItemAssignment } from "../../../shared/contracts/moderation";
import type { Database, DbExecutor } from "../../db/client";
import { moderationItems, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../http/app-error";
import { isAdmin } from "../../http/guards";
import type { SessionUser } from "../../http/sessions";
import { ITEM_NOT_FOUND } from "./moderation-queue.service";

export const ITEM_DECIDED_CANNOT_TAKE = "This item is already decided: nobody needs to take it.";
export const takenBy = (name: string) =>
  `${name} is handling this item. They, or an admin, can give it back to the queue.`;

const moderatorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

async function readAssignment(db: DbExecutor, itemId: number) {
  const [item] = await db
    .select({ status: moderationItems.status, assignee: moderatorColumns })
    .from(moderationItems)
    .leftJoin(users, eq(users.id, moderationItems.assigneeId))
    .where(eq(moderationItems.id, itemId));
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

const nameOf = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();

/**
 * A waiting item one moderator handles (Discourse's claim): while it is theirs, other moderators see
 * who has it and cannot decide it (admins can). Deciding keeps the decider as its assignee.
 */
export async function assertMayDecide(tx: DbExecutor, moderator: SessionUser, itemId: number) {
  const { assignee } = await readAssignment(tx, itemId);
  if (assignee && assignee.id !== moderator.id && !isAdmin(moderator))
    throw conflict(takenBy(nameOf(assignee)));
}

/** PUT /api/moderation/items/{id}/assignee: the moderator takes a waiting item nobody else has. */
export async function takeItem(
  db: Database,
  moderator: SessionUser,
  itemId: number,
): Promise<ItemAssignment> {
  const [taken] = await db
    .update(moderationItems)
    .set({ assigneeId: moderator.id })
    .where(
      and(
        eq(moderationItems.id, itemId),
        ne(moderationItems.status, "resolved"),
        or(isNull(moderationItems.assigneeId), eq(moderationItems.assigneeId, moderator.id)),
      ),
    )
    .returning({ id: moderationItems.id });
  if (!taken) {
    const { status, assignee } = await readAssignment(db, itemId);
    if (status === "resolved") throw conflict(ITEM_DECIDED_CANNOT_TAKE);
    throw conflict(takenBy(assignee ? nameOf(assignee) : "Another moderator"));
  }
  return { assignee: (await readAssignment(db, itemId)).assignee };
}

/** DELETE /api/moderation/items/{id}/assignee: back to the queue, by whoever took it or an admin. */
export async function releaseItem(
  db: Database,
  moderator: SessionUser,
  itemId: number,
): Promise<ItemAssignment> {
  const { status, assignee } = await readAssignment(db, itemId);
  if (status === "resolved") throw conflict(ITEM_DECIDED_CANNOT_TAKE);
  if (!assignee) return { assignee: null };
  if (assignee.id !== moderator.id && !isAdmin(moderator)) throw forbidden(takenBy(nameOf(assignee)));
  await db.update(moderationItems).set({ assigneeId: null }).where(eq(moderationItems.id, itemId));
  return { assignee: null };
}
