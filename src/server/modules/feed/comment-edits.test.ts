import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_CONTENT_MAX_LENGTH } from "../../../shared/contracts/feed";
import { blockedWordMessage } from "../../../shared/contracts/watched-words";
import { commentVersions, postComments, posts } from "../../db/schema";
import { insertPost } from "../../db/seed/factories";
import { COMMENT_KEYS, keysOf } from "../../test/helpers/feed-test-helpers";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { EDIT_OWN_COMMENTS_ONLY } from "./comment-edits.service";

let ctx: TestContext;
let visitor: TestClient;
let admin: SignedInMember;
let author: SignedInMember;
let other: SignedInMember;
let postId: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  admin = await signedInMember(ctx, { role: "admin" });
  author = await signedInMember(ctx, { firstName: "Ada", lastName: "Lovelace" });
  other = await signedInMember(ctx);
  postId = (await insertPost(ctx.db, { userId: other.user.id, content: "A post to comment on" })).id;
});
afterAll(() => ctx.close());

type Comment = { id: number; content: string; createdAt: string; editedAt: string | null };

async function newComment(content = "First words") {
  const response = await author.client.post(`/api/feed/${postId}/comments`, { content });
  expect(response.statusCode).toBe(201);
  return response.json() as Comment;
}

const commentPath = (id: number) => `/api/feed/${postId}/comments/${id}`;
const historyOf = async (client: TestClient, id: number) => client.get(`${commentPath(id)}/history`);

describe("PATCH /api/feed/{id}/comments/{commentId}", () => {
  it("lets the author edit: 200 with the comment, marked edited, and the old text in its history", async () => {
    const comment = await newComment("First words");
    expect(comment.editedAt).toBeNull();
    const response = await author.client.patch(commentPath(comment.id), { content: "  Second words  " });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(keysOf(edited)).toEqual(COMMENT_KEYS);
    expect(edited).toMatchObject({ id: comment.id, content: "Second words", createdAt: comment.createdAt });
    expect(typeof edited.editedAt).toBe("string");

    await author.client.patch(commentPath(comment.id), { content: "Third words" });
    const history = await historyOf(visitor, comment.id);
    expect(history.statusCode).toBe(200);
    expect(keysOf(history.json())).toEqual(["versions"]);
    const versions = history.json().versions as { content: string; editedAt: string }[];
    expect(versions.map((version) => version.content)).toEqual(["Second words", "First words"]);
    expect(versions[1]?.editedAt).toBe(comment.createdAt);
    expect(versions[0]?.editedAt).toBe(edited.editedAt);

    // The list carries the mark and the new text.
    const listed = (await visitor.get(`/api/feed/${postId}/comments?limit=50`)).json().comments as Comment[];
    expect(listed.find((shown) => shown.id === comment.id)).toMatchObject({
      content: "Third words",
      editedAt: expect.any(String),
    });
  });

  it("changes nothing when the text is the same", async () => {
    const comment = await newComment("Same text");
    const response = await author.client.patch(commentPath(comment.id), { content: "Same text" });
    expect(response.statusCode).toBe(200);
    expect(response.json().editedAt).toBeNull();
    expect(
      await ctx.db.select().from(commentVersions).where(eq(commentVersions.commentId, comment.id)),
    ).toEqual([]);
  });

  it("refuses other members and administrators (403), visitors (401), a missing comment or post (404)", async () => {
    const comment = await newComment("Mine");
    const byOther = await other.client.patch(commentPath(comment.id), { content: "Theirs" });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(EDIT_OWN_COMMENTS_ONLY);
    expect((await admin.client.patch(commentPath(comment.id), { content: "Admin's" })).statusCode).toBe(403);
    expect((await visitor.patch(commentPath(comment.id), { content: "Anyone's" })).statusCode).toBe(401);
    expect((await author.client.patch(commentPath(999999), { content: "Nothing" })).statusCode).toBe(404);
    expect(
      (await author.client.patch(`/api/feed/999999/comments/${comment.id}`, { content: "Nothing" }))
        .statusCode,
    ).toBe(404);
    // A comment is addressed under its own post only.
    const elsewhere = await insertPost(ctx.db, { userId: other.user.id, content: "Another post" });
    expect(
      (await author.client.patch(`/api/feed/${elsewhere.id}/comments/${comment.id}`, { content: "Moved" }))
        .statusCode,
    ).toBe(404);
    expect((await historyOf(visitor, comment.id)).json().versions).toEqual([]);
  });

  it("validates the text as a new comment's", async () => {
    const comment = await newComment("Valid");
    for (const body of [
      {},
      { content: "   " },
      { content: 5 },
      { content: "x".repeat(COMMENT_CONTENT_MAX_LENGTH + 1) },
      { content: "ok", extra: true },
    ]) {
      const response = await author.client.patch(commentPath(comment.id), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await author.client.patch(commentPath(0), { content: "x" })).statusCode).toBe(400);
    expect((await author.client.patch(`/api/feed/${postId}/comments/abc`, { content: "x" })).statusCode).toBe(
      400,
    );
  });

  it("applies watched words as to a new comment: a block word refuses the edit, a hold word hides it for review", async () => {
    const suffix = Date.now().toString(36);
    const blocked = `blk${suffix}`;
    const held = `hld${suffix}`;
    for (const [word, action] of [
      [blocked, "block"],
      [held, "hold"],
    ] as const) {
      expect((await admin.client.post("/api/admin/watched-words", { word, action })).statusCode).toBe(201);
    }
    const comment = await newComment("Clean words");
    const refused = await author.client.patch(commentPath(comment.id), { content: `Now ${blocked}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: blockedWordMessage(blocked) });

    const [before] = await ctx.db
      .select({ comments: posts.comments })
      .from(posts)
      .where(eq(posts.id, postId));
    const hold = await author.client.patch(commentPath(comment.id), { content: `Now ${held}` });
    expect(hold.statusCode).toBe(200);
    expect(hold.json()).toMatchObject({ content: `Now ${held}`, heldForReview: true });
    const [row] = await ctx.db
      .select({ hiddenAt: postComments.hiddenAt })
      .from(postComments)
      .where(eq(postComments.id, comment.id));
    expect(row?.hiddenAt).not.toBeNull();
    const [after] = await ctx.db.select({ comments: posts.comments }).from(posts).where(eq(posts.id, postId));
    expect(after?.comments).toBe((before?.comments ?? 0) - 1);

    // Hidden from others (404), still the author's to read and edit.
    expect((await historyOf(other.client, comment.id)).statusCode).toBe(404);
    expect((await historyOf(visitor, comment.id)).statusCode).toBe(404);
    expect((await other.client.patch(commentPath(comment.id), { content: "x" })).statusCode).toBe(404);
    expect((await historyOf(author.client, comment.id)).statusCode).toBe(200);
    const again = await author.client.patch(commentPath(comment.id), { content: "Clean again" });
    expect(again.statusCode).toBe(200);
    expect(again.json().heldForReview).toBeUndefined();
  });
});

describe("GET /api/feed/{id}/comments/{commentId}/history", () => {
  it("is visible to visitors, members and admins alike; a missing comment is a 404", async () => {
    const comment = await newComment("Visible");
    await author.client.patch(commentPath(comment.id), { content: "Visible, edited" });
    for (const client of [visitor, other.client, admin.client, author.client]) {
      const response = await historyOf(client, comment.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().versions).toHaveLength(1);
    }
    expect((await historyOf(visitor, 999999)).statusCode).toBe(404);
    expect((await historyOf(visitor, 0)).statusCode).toBe(400);
    expect((await visitor.get(`/api/feed/999999/comments/${comment.id}/history`)).statusCode).toBe(404);
  });

  it("is a 404 once the post is hidden", async () => {
    const hiddenPost = await insertPost(ctx.db, { userId: other.user.id, content: "Soon hidden" });
    const response = await author.client.post(`/api/feed/${hiddenPost.id}/comments`, { content: "Hi" });
    const comment = response.json() as Comment;
    await ctx.db.update(posts).set({ isPublished: false }).where(eq(posts.id, hiddenPost.id));
    expect(
      (await author.client.get(`/api/feed/${hiddenPost.id}/comments/${comment.id}/history`)).statusCode,
    ).toBe(404);
    expect(
      (await author.client.patch(`/api/feed/${hiddenPost.id}/comments/${comment.id}`, { content: "Edit" }))
        .statusCode,
    ).toBe(404);
  });
});
