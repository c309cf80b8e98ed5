import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  IMAGE_ALT_MAX_LENGTH,
  PENDING_POST_IMAGES_MAX,
  type PostImage,
} from "../../../shared/contracts/feed";
import { databaseDriver } from "../../db/client";
import { postImages, posts } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD } from "../../db/seed/factories";
import { multipartBody } from "../../test/multipart";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { gifImage, jpegWithGps, pngBomb, pngImage, zipBomb } from "../../test/test-images";
import { uploadedFilePath } from "../../uploads/image-uploads";
import { listFeed } from "./feed.service";
import { PENDING_IMAGE_LIFETIME_MS } from "./post-images.service";

let ctx: TestContext;
let visitor: TestClient;
const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-post-images-"));

beforeAll(async () => {
  ctx = await createTestApp({ uploadDir, authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const UPLOAD_KEYS = ["height", "id", "url", "width"];
const NOT_YOURS = (id: number) =>
  `Image ${id} is not one of your uploaded pictures waiting to be posted: upload it again.`;
const ALT_REQUIRED = "Alt text (a short description of the picture for people who cannot see it) is required";

const upload = async (client: TestClient, data?: Buffer, filename = "photo.jpg", type = "image/jpeg") => {
  const { body, headers } = multipartBody([
    { filename, contentType: type, data: data ?? (await jpegWithGps(800, 600)) },
  ]);
  return client.post("/api/feed/images", body, { headers });
};
const uploadedId = async (client: TestClient, data?: Buffer) => {
  const response = await upload(client, data);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; url: string; width: number; height: number };
};
const fileExists = (url: string) => existsSync(uploadedFilePath(ctx.config, url) as string);
const rowsOf = (userId: number) => ctx.db.select().from(postImages).where(eq(postImages.userId, userId));

describe("POST /api/feed/images", () => {
  it("stores the picture as WebP without metadata, at most 2048 px wide, waiting for a post", async () => {
    const { user, client } = await signedInMember(ctx);
    const response = await upload(client, await jpegWithGps(3000, 1500));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(UPLOAD_KEYS);
    expect(body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      width: 2048,
      height: 1024,
    });
    const served = await ctx.app.inject({ method: "GET", url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 2048, height: 1024 });
    expect(meta.exif).toBeUndefined();
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ id: body.id, postId: null, url: body.url, alt: null });
  });

  it("refuses a file that is not an image (415), a 30,000 × 30,000 PNG (400) and a GIF (415), storing nothing", async () => {
    const { user, client } = await signedInMember(ctx);
    for (const data of [
      zipBomb(),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      await gifImage(),
    ]) {
      const response = await upload(client, data, "photo.png", "image/png");
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: "The file is not an image Netwise accepts: upload a PNG, JPEG or WebP.",
      });
    }
    const bomb = await upload(client, pngBomb(30_000), "bomb.png", "image/png");
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ message: "The image has too many pixels (at most 40,000,000)." });
    const json = await client.post("/api/feed/images", { file: "x" });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      message: "Send the image as multipart/form-data with a field named file.",
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("answers a visitor with 401 and stores nothing", async () => {
    const response = await upload(visitor);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await visitor.delete("/api/feed/images/1")).statusCode).toBe(401);
  });

  it(`keeps at most ${PENDING_POST_IMAGES_MAX} uploads waiting (409) and removes those older than a day`, async () => {
    const { user, client } = await signedInMember(ctx);
    const small = await pngImage(40, 30);
    const first = await uploadedId(client, small);
    for (let index = 1; index < PENDING_POST_IMAGES_MAX; index++) await uploadedId(client, small);
    const over = await upload(client, small, "a.png", "image/png");
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: `You have ${PENDING_POST_IMAGES_MAX} pictures waiting to be posted: post them or remove some first.`,
    });
    expect(await rowsOf(user.id)).toHaveLength(PENDING_POST_IMAGES_MAX);

    // A day later the first upload, never posted, is gone with its file at the next upload.
    await ctx.db
      .update(postImages)
      .set({ createdAt: new Date(Date.now() - PENDING_IMAGE_LIFETIME_MS - 60_000) })
      .where(eq(postImages.id, first.id));
    expect((await upload(client, small, "a.png", "image/png")).statusCode).toBe(201);
    const left = await rowsOf(user.id);
    expect(left).toHaveLength(PENDING_POST_IMAGES_MAX);
    expect(left.map((row) => row.id)).not.toContain(first.id);
    expect(fileExists(first.url)).toBe(false);
  });
});

describe("DELETE /api/feed/images/{id}", () => {
  it("removes the member's own waiting upload and its file; another member's, a posted one or an unknown id is 404", async () => {
    const owner = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    const image = await uploadedId(owner.client);
    const NOT_FOUND = { message: "No picture of yours with this id is waiting to be posted." };

    for (const client of [other.client, admin.client]) {
      const response = await client.delete(`/api/feed/images/${image.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(fileExists(image.url)).toBe(true);

    const removed = await owner.client.delete(`/api/feed/images/${image.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe("");
    expect(fileExists(image.url)).toBe(false);
    expect(await rowsOf(owner.user.id)).toEqual([]);
    const again = await owner.client.delete(`/api/feed/images/${image.id}`);
    expect(again.statusCode).toBe(404);

    const posted = await uploadedId(owner.client);
    await owner.client.post("/api/feed", {
      content: "With a picture",
      images: [{ id: posted.id, alt: "A chart" }],
    });
    expect((await owner.client.delete(`/api/feed/images/${posted.id}`)).statusCode).toBe(404);
    expect(fileExists(posted.url)).toBe(true);

    const bad = await owner.client.delete("/api/feed/images/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("POST /api/feed with images", () => {
  it("posts up to four pictures in order with their alt text, shown in the feed to everyone", async () => {
    const { user, client } = await signedInMember(ctx);
    const uploads = [];
    for (let index = 0; index < 4; index++)
      uploads.push(await uploadedId(client, await pngImage(400 + index, 300)));
    const order = [uploads[2], uploads[0], uploads[3], uploads[1]] as typeof uploads;
    const response = await client.post("/api/feed", {
      content: "Team offsite",
      images: order.map((image, index) => ({ id: image.id, alt: `  Photo ${index + 1}  ` })),
    });
    expect(response.statusCode).toBe(201);
    const expected: PostImage[] = order.map((image, index) => ({
      url: image.url,
      width: image.width,
      height: image.height,
      alt: `Photo ${index + 1}`,
    }));
    expect(response.json().images).toEqual(expected);
    for (const image of expected)
      expect(Object.keys(image).sort()).toEqual(["alt", "height", "url", "width"]);

    const feed = (await visitor.get("/api/feed?limit=50")).json().posts as {
      id: number;
      images: PostImage[];
    }[];
    expect(feed.find((post) => post.id === response.json().id)?.images).toEqual(expected);
    const rows = await rowsOf(user.id);
    expect(rows.every((row) => row.postId === response.json().id)).toBe(true);

    const plain = await client.post("/api/feed", { content: "No pictures" });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().images).toEqual([]);
  });

  it("refuses a fifth image, a repeated image, missing, blank or oversized alt text with 400, changing nothing", async () => {
    const { user, client } = await signedInMember(ctx);
    const ids = [];
    for (let index = 0; index < 5; index++) ids.push((await uploadedId(client, await pngImage(30, 30))).id);
    const postsBefore = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, user.id));
    const cases: [unknown, { path: string; message: string }][] = [
      [ids.map((id) => ({ id, alt: "x" })), { path: "images", message: "A post can have at most 4 images" }],
      [
        [
          { id: ids[0], alt: "a" },
          { id: ids[0], alt: "b" },
        ],
        { path: "images", message: "Each image can be added only once" },
      ],
      [[{ id: ids[0] }], { path: "images.0.alt", message: ALT_REQUIRED }],
      [[{ id: ids[0], alt: "   " }], { path: "images.0.alt", message: ALT_REQUIRED }],
      [
        [{ id: ids[0], alt: "a".repeat(IMAGE_ALT_MAX_LENGTH + 1) }],
        { path: "images.0.alt", message: `Must be at most ${IMAGE_ALT_MAX_LENGTH} characters` },
      ],
      [[{ id: "1", alt: "a" }], { path: "images.0.id", message: "Image id must be a number" }],
      [[{ id: ids[0], alt: "a", url: "/etc/passwd" }], { path: "images.0", message: expect.any(String) }],
      ["pictures", { path: "images", message: "Images must be a list of { id, alt }" }],
    ];
    for (const [images, issue] of cases) {
      const response = await client.post("/api/feed", { content: "Refused", images });
      expect(response.statusCode, JSON.stringify(images).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), issues: [issue] });
    }
    const postsAfter = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, user.id));
    expect(postsAfter).toEqual(postsBefore);
    expect((await rowsOf(user.id)).every((row) => row.postId === null && row.alt === null)).toBe(true);
  });

  it("refuses another member's upload, an unknown id or an image already posted with 400, storing no post", async () => {
    const thief = await signedInMember(ctx);
    const owner = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    const theirs = await uploadedId(owner.client);
    const mine = await uploadedId(thief.client);

    // The thief's own upload first: it is not taken either when the second one is refused.
    const mixed = await thief.client.post("/api/feed", {
      content: "Not mine",
      images: [
        { id: mine.id, alt: "mine" },
        { id: theirs.id, alt: "theirs" },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ message: NOT_YOURS(theirs.id) });
    for (const [client, id] of [
      [admin.client, theirs.id],
      [thief.client, 2_000_000_000],
    ] as const) {
      const response = await client.post("/api/feed", { content: "Not mine", images: [{ id, alt: "x" }] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NOT_YOURS(id) });
    }
    // Nothing changed: no post, and both uploads still wait for their own author.
    expect(await ctx.db.select().from(posts).where(eq(posts.content, "Not mine"))).toEqual([]);
    expect((await rowsOf(thief.user.id)).map((row) => [row.id, row.postId])).toEqual([[mine.id, null]]);
    expect((await rowsOf(owner.user.id)).map((row) => [row.id, row.postId])).toEqual([[theirs.id, null]]);

    const first = await owner.client.post("/api/feed", {
      content: "Mine",
      images: [{ id: theirs.id, alt: "A" }],
    });
    expect(first.statusCode).toBe(201);
    const twice = await owner.client.post("/api/feed", {
      content: "Again",
      images: [{ id: theirs.id, alt: "A" }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: NOT_YOURS(theirs.id) });
  });

  it("answers a visitor's post with images with 401", async () => {
    const response = await visitor.post("/api/feed", { content: "Hi", images: [{ id: 1, alt: "x" }] });
    expect(response.statusCode).toBe(401);
  });
});

describe("pictures through the post's life", () => {
  it("reads a whole feed page's pictures and mentions with one query each, whatever the number of posts", async () => {
    const { client } = await signedInMember(ctx);
    for (let index = 0; index < 3; index++) {
      const image = await uploadedId(client, await pngImage(20, 20));
      await client.post("/api/feed", {
        content: `Pic ${index}`,
        images: [{ id: image.id, alt: `Pic ${index}` }],
      });
    }
    // Counted where the statements run: the driver under the database.
    const driver = databaseDriver(ctx.db);
    const spy = driver.kind === "pglite" ? vi.spyOn(driver.client, "query") : vi.spyOn(driver.pool, "query");
    try {
      const page = await listFeed(ctx.db, null, { limit: 20 });
      expect(page.posts.filter((post) => post.images.length > 0).length).toBeGreaterThanOrEqual(3);
      // The page, then its pictures and its mentions in one query each, not one per post.
      expect(spy.mock.calls.length).toBe(3);
    } finally {
      spy.mockRestore();
    }
  });

  it("removes the pictures' files when the author, an admin or account deletion removes the post", async () => {
    const author = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    const postWith = async () => {
      const image = await uploadedId(author.client, await pngImage(20, 20));
      const post = await author.client.post("/api/feed", {
        content: "P",
        images: [{ id: image.id, alt: "P" }],
      });
      return { postId: post.json().id as number, url: image.url };
    };

    const own = await postWith();
    const refused = await other.client.delete(`/api/feed/${own.postId}`);
    expect(refused.statusCode).toBe(403);
    expect(fileExists(own.url)).toBe(true);
    expect((await author.client.delete(`/api/feed/${own.postId}`)).statusCode).toBe(200);
    expect(fileExists(own.url)).toBe(false);
    expect(await ctx.db.select().from(postImages).where(eq(postImages.url, own.url))).toEqual([]);

    const byAdmin = await postWith();
    expect((await admin.client.delete(`/api/feed/${byAdmin.postId}`)).statusCode).toBe(200);
    expect(fileExists(byAdmin.url)).toBe(false);

    const moderated = await postWith();
    expect((await admin.client.delete(`/api/admin/posts/${moderated.postId}`)).statusCode).toBe(204);
    expect(fileExists(moderated.url)).toBe(false);

    const kept = await postWith();
    const waiting = await uploadedId(author.client);
    const deleted = await author.client.request("DELETE", "/api/account", {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(fileExists(kept.url)).toBe(false);
    expect(fileExists(waiting.url)).toBe(false);
    expect(await rowsOf(author.user.id)).toEqual([]);
  });

  it("keeps the pictures of a post under moderation for its author, and shows them once an admin publishes it", async () => {
    const admin = await signedInMember(ctx, { role: "admin" });
    const author = await signedInMember(ctx);
    expect((await admin.client.put("/api/admin/settings", { postModeration: true })).statusCode).toBe(200);
    try {
      const image = await uploadedId(author.client, await pngImage(64, 48));
      const created = await author.client.post("/api/feed", {
        content: "Moderated picture",
        images: [{ id: image.id, alt: "A moderated picture" }],
      });
      expect(created.statusCode).toBe(201);
      const shown = [{ url: image.url, width: 64, height: 48, alt: "A moderated picture" }];
      expect(created.json()).toMatchObject({ pendingReview: true, images: shown });
      const own = (await author.client.get("/api/feed?limit=50&scope=everyone")).json().posts as {
        id: number;
      }[];
      expect(own.find((post) => post.id === created.json().id)).toMatchObject({ images: shown });
      const before = (await visitor.get("/api/feed?limit=50")).json().posts as { id: number }[];
      expect(before.map((post) => post.id)).not.toContain(created.json().id);

      // The moderator sees the pictures and their alt text in the admin Posts tab.
      const listed = (await admin.client.get("/api/admin/posts?search=Moderated%20picture")).json().posts;
      expect(listed).toEqual([
        expect.objectContaining({ id: created.json().id, isPublished: false, images: shown }),
      ]);
      const published = await admin.client.patch(`/api/admin/posts/${created.json().id}/visibility`, {
        isPublished: true,
      });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({ isPublished: true, images: shown });
      const after = (await visitor.get("/api/feed?limit=50")).json().posts as { id: number }[];
      expect(after.find((post) => post.id === created.json().id)).toMatchObject({ images: shown });
    } finally {
      await admin.client.put("/api/admin/settings", { postModeration: false });
    }
  });
});
