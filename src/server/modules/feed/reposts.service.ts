import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assertNotBlocked } from "../../db/member-blocks";
import { posts, users } from "../../db/schema";
import { notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import type { LinkPreviewRunner } from "../link-previews/link-preview-runner";
import { screenWords } from "../moderation/watched-words.service";
import { getPlatformSettings } from "../settings/settings.service";
import { insertMemberPost, readCreatedPost } from "./feed.service";
import { adjustShares } from "./feed-engagement.service";
import { isVisiblePost, POST_NOT_FOUND } from "./feed-query";

/**
 * The post a repost of `postId` links to: the post itself, or for a plain repost (no words of its
 * own) the post it reposts, so reposting a repost shares the original. A 404 when not visible.
 */
async function repostTarget(db: Pick<Database, "select">, postId: number) {
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId, content: posts.content, repostOfId: posts.repostOfId })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, postId), isVisiblePost))
    .limit(1);
  if (!row) throw notFound(POST_NOT_FOUND);
  if (row.repostOfId === null || row.content !== "") return row;
  const [original] = await db
    .select({ id: posts.id, userId: posts.userId, content: posts.content, repostOfId: posts.repostOfId })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, row.repostOfId), isVisiblePost))
    .limit(1);
  if (!original) throw notFound(POST_NOT_FOUND);
  return original;
}

/**
 * POST /api/feed/{id}/repost: a new post of the member's that links to a visible post (its author
 * not blocked either way), with the member's own words above it or none. It counts as a share of the
 * original (and deleting it takes the share back). The words are screened, tagged and mentioned as
 * a new post's; with Post Moderation on it waits for review like any post.
 */
export async function repostPost(
  db: Database,
  outbox: Outbox,
  previews: Pick<LinkPreviewRunner, "schedule">,
  member: SessionUser,
  postId: number,
  content: string,
) {
  const original = await repostTarget(db, postId);
  await assertNotBlocked(db, member.id, original.userId);
  const { postModeration } = await getPlatformSettings(db);
  const held = content !== "" && (await screenWords(db, [content])) === "hold";
  const row = await db.transaction(async (tx) => {
    const inserted = await insertMemberPost(tx, outbox, {
      post: {
        userId: member.id,
        content,
        type: "general",
        repostOfId: original.id,
        isPublished: !postModeration && !held,
      },
      held,
    });
    await adjustShares(tx, original.id, 1);
    return inserted;
  });
  const created = await readCreatedPost(db, member, row.id, !row.isPublished);
  if (row.link) previews.schedule(row.id, row.link);
  return created;
}
