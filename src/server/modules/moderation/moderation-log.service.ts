import { eq } from "drizzle-orm";
import type { ModerationLogEntry } from "../../../shared/contracts/moderation";
import type { DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, olderThan, splitPage } from "../../db/keyset-cursor";
import { moderationLog, users } from "../../db/schema";

/** GET /api/moderation/log (Misskey's moderation log): every decision and appeal answer, newest first. */
export async function listModerationLog(
  db: DbExecutor,
  query: { limit: number; cursor?: string | undefined },
) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      targetType: moderationLog.targetType,
      targetId: moderationLog.targetId,
      reason: moderationLog.reason,
      at: moderationLog.at,
      cursorAt: cursorTimestamp(moderationLog.at),
      moderator: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.moderatorId))
    .where(after ? olderThan(moderationLog.at, moderationLog.id, after) : undefined)
    .orderBy(...newestFirst(moderationLog.at, moderationLog.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  const entries: ModerationLogEntry[] = page.map((row) => ({
    id: row.id,
    moderator: row.moderator,
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    reason: row.reason,
    at: row.at,
  }));
  return { entries, nextCursor };
}
