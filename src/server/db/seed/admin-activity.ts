import { desc, eq } from "drizzle-orm";
import {
  articleBookmarks,
  articleLikes,
  articleShares,
  articles,
  articleViews,
  postReports,
  posts,
} from "../schema";
import type { Executor } from "./factories";
import { SEED_MEMBERS } from "./members";

const HOUR_MS = 60 * 60 * 1000;
/** Articles that get demo readers: the newest ones, as members would read them. */
const READ_ARTICLES = 12;
/** The demo admin and member start with nothing liked, saved or reported (the browser tests rely on it). */
const BROWSER_TEST_ACCOUNTS = new Set(["avery-quinn", "alex-morgan"]);

/**
 * What the admin screens count: members reading, liking, saving and sharing the newest articles
 * (views and engagement on the Articles tab) and two reports on one post (the red count on the
 * Posts tab). Deterministic, so every demo database looks the same.
 */
export async function seedDemoAdminActivity(
  tx: Executor,
  memberId: (key: string) => number | undefined,
  now: Date,
): Promise<void> {
  const readers = SEED_MEMBERS.flatMap((member) => {
    if (BROWSER_TEST_ACCOUNTS.has(member.key)) return [];
    const id = memberId(member.key);
    return id === undefined ? [] : [id];
  });
  if (readers.length < 3) return;

  const newest = await tx
    .select({ id: articles.id })
    .from(articles)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(READ_ARTICLES);
  const views: (typeof articleViews.$inferInsert)[] = [];
  const likes: (typeof articleLikes.$inferInsert)[] = [];
  const bookmarks: (typeof articleBookmarks.$inferInsert)[] = [];
  const shares: (typeof articleShares.$inferInsert)[] = [];
  newest.forEach(({ id: articleId }, articleIndex) => {
    const readerCount = Math.min(readers.length, 6 + ((articleIndex * 7) % 17));
    for (let index = 0; index < readerCount; index++) {
      const userId = readers[(articleIndex * 3 + index) % readers.length];
      if (userId === undefined) continue;
      const at = new Date(now.getTime() - (articleIndex * 5 + index + 1) * HOUR_MS);
      views.push({ articleId, userId, viewedAt: at });
      if (index % 3 === 0) likes.push({ articleId, userId, createdAt: at });
      if (index % 5 === 1) bookmarks.push({ articleId, userId, createdAt: at });
      if (index % 7 === 2) shares.push({ articleId, userId, createdAt: at });
    }
  });
  if (views.length > 0) await tx.insert(articleViews).values(views);
  if (likes.length > 0) await tx.insert(articleLikes).values(likes).onConflictDoNothing();
  if (bookmarks.length > 0) await tx.insert(articleBookmarks).values(bookmarks).onConflictDoNothing();
  if (shares.length > 0) await tx.insert(articleShares).values(shares).onConflictDoNothing();

  const [reported] = await tx
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(eq(posts.type, "opportunity"))
    .orderBy(desc(posts.createdAt))
    .limit(1);
  if (!reported) return;
  const reporters = readers.filter((id) => id !== reported.userId).slice(-2);
  await tx
    .insert(postReports)
    .values(
      reporters.map((userId, index) => ({
        postId: reported.id,
        userId,
        reason: index === 0 ? "Looks like spam" : "Misleading offer",
        createdAt: new Date(now.getTime() - (index + 1) * HOUR_MS),
      })),
    )
    .onConflictDoNothing();
}
