import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPost } from "../../../shared/contracts/feed-admin";
import { adminAuditLog, postReports, posts } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import {
  type AdminTestClients,
  adminTestClients,
  collectPagedIds,
} from "../../test/helpers/admin-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let clients: AdminTestClients;
beforeAll(async () => {
  ctx = await createTestApp();
  clients = await adminTestClients(ctx);
});
afterAll(async () => ctx.close());

const POST_KEYS = [
  "author",
  "comments",
  "content",
  "createdAt",
  "id",
  "images",
  "isPublished",
  "likes",
  "reports",
  "type",
];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("GET /api/admin/posts", () => {
  it("lists published and unpublished posts newest first with reports, searched on content and author", async () => {
    const author = await insertUser(ctx.db, {
      firstName: "Priya",
      lastName: "Pillai",
      avatar: "/images/p.png",
    });
    const reporterA = await insertUser(ctx.db);
    const reporterB = await insertUser(ctx.db);
    const older = await insertPost(ctx.db, {
      userId: author.id,
      content: "Quarterly pipeline review notes",
      type: "insight",
      likes: 4,
      comments: 2,
      createdAt: minutesAgo(30),
    });
    const hidden = await insertPost(ctx.db, {
      userId: author.id,
      content: "Hidden achievement",
      type: "achievement",
      isPublished: false,
      createdAt: minutesAgo(20),
    });
    const newest = await insertPost(ctx.db, {
      userId: author.id,
      content: "Newest update",
      createdAt: minutesAgo(10),
    });
    await ctx.db.insert(postReports).values([
      { postId: older.id, userId: reporterA.id, reason: "spam" },
      { postId: older.id, userId: reporterB.id },
    ]);

    const response = await clients.admin.client.get("/api/admin/posts?search=pillai");
    expect(response.statusCode).toBe(200);
    const list = response.json().posts as AdminPost[];
    expect(list.map((post) => post.id)).toEqual([newest.id, hidden.id, older.id]);
    expect(Object.keys(list[2] ?? {}).sort()).toEqual(POST_KEYS);
    expect(list[2]).toEqual({
      id: older.id,
      content: "Quarterly pipeline review notes",
      type: "insight",
      author: {
        id: author.id,
        firstName: "Priya",
        lastName: "Pillai",
        name: "Priya Pillai",
        username: author.username,
        avatar: "/images/p.png",
      },
      isPublished: true,
      likes: 4,
      comments: 2,
      reports: 2,
      createdAt: older.createdAt.toISOString(),
      images: [],
    });
    expect(list[1]).toMatchObject({ isPublished: false, reports: 0 });

    const byContent = (await clients.admin.client.get("/api/admin/posts?search=PIPELINE")).json()
      .posts as AdminPost[];
    expect(byContent.map((post) => post.id)).toEqual([older.id]);
    const byFullName = (await clients.admin.client.get("/api/admin/posts?search=priya%20pil")).json()
      .posts as AdminPost[];
    expect(byFullName).toHaveLength(3);
  });

  it("pages across both publication states without gaps or repeats", async () => {
    const author = await insertUser(ctx.db, { lastName: "Pager" });
    const created = [];
    for (let index = 0; index < 7; index++) {
      created.push(
        await insertPost(ctx.db, {
          userId: author.id,
          isPublished: index % 3 !== 0,
          createdAt: minutesAgo(100 - index),
        }),
      );
    }
    const seen = await collectPagedIds(clients.admin.client, "/api/admin/posts?search=Pager&limit=3");
    expect(seen).toEqual(created.map((post) => post.id).reverse());
  });

  it("rejects a cursor of another list and bad limits", async () => {
    const users = await clients.admin.client.get("/api/admin/users?limit=1");
    const userCursor = users.json().nextCursor;
    expect((await clients.admin.client.get(`/api/admin/posts?cursor=${userCursor}`)).statusCode).toBe(400);
    expect((await clients.admin.client.get("/api/admin/posts?limit=100")).statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/posts/{id}/visibility", () => {
  it("unpublishing takes a post out of the feed, publishing brings it back, each logged", async () => {
    const author = await insertUser(ctx.db);
    const post = await insertPost(ctx.db, { userId: author.id, content: "Visible until moderated" });
    const inFeed = async () =>
      ((await clients.member.client.get("/api/feed?scope=everyone")).json().posts as { id: number }[]).some(
        (item) => item.id === post.id,
      );
    expect(await inFeed()).toBe(true);

    const hide = await clients.admin.client.patch(`/api/admin/posts/${post.id}/visibility`, {
      isPublished: false,
    });
    expect(hide.statusCode).toBe(200);
    expect(Object.keys(hide.json()).sort()).toEqual(POST_KEYS);
    expect(hide.json()).toMatchObject({ id: post.id, isPublished: false });
    expect(await inFeed()).toBe(false);
    expect((await clients.member.client.put(`/api/feed/${post.id}/like`)).statusCode).toBe(404);

    const show = await clients.admin.client.patch(`/api/admin/posts/${post.id}/visibility`, {
      isPublished: true,
    });
    expect(show.json()).toMatchObject({ isPublished: true });
    expect(await inFeed()).toBe(true);

    const log = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(post.id)));
    expect(log.map((row) => [row.action, row.targetType, row.adminId])).toEqual([
      ["post.unpublish", "post", clients.admin.user.id],
      ["post.publish", "post", clients.admin.user.id],
    ]);
  });

  it("answers 404 for a missing post and 400 for a bad body", async () => {
    expect(
      (await clients.admin.client.patch("/api/admin/posts/999999/visibility", { isPublished: true }))
        .statusCode,
    ).toBe(404);
    for (const body of [{}, { isPublished: 1 }, { isPublished: true, type: "x" }]) {
      expect((await clients.admin.client.patch("/api/admin/posts/1/visibility", body)).statusCode).toBe(400);
    }
  });
});

describe("DELETE /api/admin/posts/{id}", () => {
  it("deletes any member's post with its reports, and logs it", async () => {
    const author = await insertUser(ctx.db);
    const post = await insertPost(ctx.db, { userId: author.id, content: "To be removed by moderation" });
    await ctx.db.insert(postReports).values({ postId: post.id, userId: clients.member.user.id });
    const response = await clients.admin.client.delete(`/api/admin/posts/${post.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await ctx.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await ctx.db.select().from(postReports).where(eq(postReports.postId, post.id))).toEqual([]);
    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(post.id)));
    expect(entry).toMatchObject({
      action: "post.delete",
      details: { authorId: author.id, content: "To be removed by moderation" },
    });
    expect((await clients.admin.client.delete(`/api/admin/posts/${post.id}`)).statusCode).toBe(404);
    expect((await clients.admin.client.delete("/api/admin/posts/not-a-number")).statusCode).toBe(400);
  });
});
