import { expect } from "vitest";
import { insertPost } from "../../db/seed/factories";
import type { SignedInMember, TestClient, TestContext } from "../test-app";

type QueuePage = { items: { id: number; target: { type: string; id: number } }[]; nextCursor: string | null };

/** The moderation queue's item for a target, as the moderator's client reads it, page by page. */
export async function queueItemOf(
  moderator: SignedInMember,
  type: string,
  id: number,
  status = "open",
  // biome-ignore lint/suspicious/noExplicitAny: a queue item as the API answers it
): Promise<any> {
  let cursor: string | null = null;
  do {
    const response = await moderator.client.get(
      `/api/moderation/queue?status=${status}&limit=50${cursor ? `&cursor=${cursor}` : ""}`,
    );
    if (response.statusCode !== 200) throw new Error(`queue: ${response.statusCode} ${response.body}`);
    const page: QueuePage = response.json();
    const found = page.items.find((item) => item.target.type === type && item.target.id === id);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`no ${status} item for ${type} ${id}`);
}

/** A spam post of a new member, reported by another: the author, the reporter, the post and its queue item. */
export async function reportedPostOf(
  ctx: TestContext,
  moderator: SignedInMember,
  member: () => Promise<SignedInMember>,
) {
  const author = await member();
  const reporter = await member();
  const post = await insertPost(ctx.db, { userId: author.user.id, content: "Buy cheap followers now" });
  const report = await reporter.client.post("/api/reports", {
    targetType: "post",
    targetId: post.id,
    category: "spam",
    note: "Obvious spam",
  });
  expect(report.statusCode).toBe(201);
  const item = await queueItemOf(moderator, "post", post.id);
  return { author, reporter, post, item };
}

export const notificationsOf = async (client: TestClient) =>
  (await client.get("/api/notifications")).json().notifications as {
    type: string;
    text: string;
    link: string;
  }[];
