import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assertNotBlocked } from "../../db/member-blocks";
import { posts, users } from "../../db/schema";
import { notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import type { LinkPreviewRunner } from "../link-previews/link-preview-runner";
import { requestLinkPreview } from "../link-previews/link-previews.service";
import { holdForReview, screenWords } from "../moderation/watched-words.service";
import { getPlatformSettings } from "../settings/settings.service";
import { readCreatedPost } from "./feed.service";
import { adjustShares } from "./feed-engagement.service";
import { isVisiblePost, POST_NOT_FOUND } from "./feed-query";
import { recordMentionsAndTags } from "./post-mentions.service";

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
    const [inserted] = await tx
      .insert(posts)
      .values({
        userId: member.id,
        content,
        type: "general",
        repostOfId: original.id,
        isPublished: !postModeration && !held,
      })
      .returning({ id: posts.id, createdAt: posts.createdAt, isPublished: posts.isPublished });
    if (!inserted) throw new Error("Insert returned no row");
    if (held)
      await holdForReview(tx, {
        type: "post",
        id: inserted.id,
        authorId: member.id,
        excerpt: content,
        link: `/feed#post-${inserted.id}`,
      });
    await adjustShares(tx, original.id, 1);
    await recordMentionsAndTags(tx, outbox, member.id, inserted, content);
    const link = await requestLinkPreview(tx, inserted.id, content);
    return { ...inserted, link };
  });
  const created = await readCreatedPost(db, member, row.id, !row.isPublished);
  if (row.link) previews.schedule(row.id, row.link);
  return created;
}
