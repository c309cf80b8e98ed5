import { insertArticle, insertUser } from "../../db/seed/factories";
import { TestClient, type TestContext } from "../test-app";

export const LIST_ITEM_KEYS = [
  "author",
  "category",
  "excerpt",
  "heroImage",
  "id",
  "is_featured",
  "publishedAt",
  "readTime",
  "slug",
  "summary",
  "tags",
  "title",
  "trending",
  "url",
];

export const DETAIL_KEYS = [
  ...LIST_ITEM_KEYS.filter((key) => key !== "excerpt"),
  "content",
  "engagement",
].sort();

export const ENGAGEMENT_KEYS = ["bookmarkedByMe", "bookmarks", "likedByMe", "likes", "sharedByMe", "shares"];

/** A client signed in as a new member (or as the test admin with `admin: true`). */
export async function signedInClient(ctx: TestContext, options: { admin?: boolean } = {}) {
  const email = options.admin ? ctx.config.adminEmails[0] : undefined;
  const user = await insertUser(ctx.db, {
    ...(email ? { email, role: "admin" } : {}),
    password: "violet-harbor-42",
  });
  const client = new TestClient(ctx.app);
  const response = await client.post("/api/auth/login", { email: user.email, password: "violet-harbor-42" });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { client, user };
}

const HOUR_MS = 60 * 60 * 1000;

/** Inserts an article published `hoursAgo` hours before now. */
export function insertArticleAgo(
  ctx: TestContext,
  hoursAgo: number,
  overrides: Parameters<typeof insertArticle>[1] = {},
) {
  return insertArticle(ctx.db, { publishedAt: new Date(Date.now() - hoursAgo * HOUR_MS), ...overrides });
}
