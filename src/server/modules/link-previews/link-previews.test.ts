import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseDriver } from "../../db/client";
import { postLinkPreviews, posts } from "../../db/schema";
import { insertPost, insertUser } from "../../db/seed/factories";
import {
  type LinkPreviewPages,
  OPEN_GRAPH_PAGE,
  startLinkPreviewPages,
} from "../../test/fakes/link-preview-pages";
import { keysOf, POST_KEYS, READER_POST_KEYS, signedIn } from "../../test/helpers/feed-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { uploadedFilePath } from "../../uploads/image-uploads";
import { LINK_PREVIEW_LIMITS } from "./link-preview-fetch";
import { linkPreviewsSettled } from "./link-preview-runner";
import { FAILED_PREVIEW_REUSE_MS, PREVIEW_REUSE_MS } from "./link-previews.service";

let ctx: TestContext;
let pages: LinkPreviewPages;
let internal: Server;
let internalHits = 0;
let internalOrigin: string;
let visitor: TestClient;
const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-link-previews-"));

beforeAll(async () => {
  pages = await startLinkPreviewPages();
  // A service inside the private network (another port on the loopback): never to be reached.
  internal = createServer((_request, response) => {
    internalHits++;
    response.writeHead(200, { "content-type": "text/html" });
    response.end('<html><head><meta property="og:title" content="Internal admin"></head></html>');
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  internalOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  ctx = await createTestApp({
    uploadDir,
    authRateLimit: 1000,
    memberLimitScale: 100,
    fetchAllowOrigins: [pages.origin],
  });
  visitor = new TestClient(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await pages.close();
  internal.closeAllConnections();
  await new Promise<void>((resolve) => internal.close(() => resolve()));
  rmSync(uploadDir, { recursive: true, force: true });
});

const READY_KEYS = ["description", "image", "siteName", "status", "title", "url"];

/** Posts `content` as a new member; answers the 201 body once its preview is fetched and stored. */
async function postAndSettle(content: string) {
  const { client, user } = await signedIn(ctx);
  const created = await client.post("/api/feed", { content });
  expect(created.statusCode).toBe(201);
  await linkPreviewsSettled();
  const preview = await visitor.get(`/api/feed/${created.json().id}/link-preview`);
  expect(preview.statusCode).toBe(200);
  return { client, user, created: created.json(), preview: preview.json() };
}

describe("link previews of posts", () => {
  it("answers the post at once with its preview pending, then shows the page's OpenGraph card, fetched once", async () => {
    const link = pages.url("/article");
    const { client, created, preview } = await postAndSettle(`Worth a read: ${link}. Thoughts?`);
    expect(keysOf(created)).toEqual(READER_POST_KEYS);
    expect(created.linkPreview).toEqual({ status: "pending", url: link });

    expect(keysOf(preview)).toEqual(READY_KEYS);
    expect(preview).toEqual({
      status: "ready",
      url: link,
      title: OPEN_GRAPH_PAGE.title,
      description: OPEN_GRAPH_PAGE.description,
      siteName: OPEN_GRAPH_PAGE.siteName,
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
    });
    // The image is a copy on our origin: WebP, shrunk to 1200 px, the GPS position of its EXIF gone.
    const stored = uploadedFilePath(ctx.config, preview.image) as string;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1200, height: 675 });
    expect(metadata.exif).toBeUndefined();

    // The feed shows it to visitors and members alike; reading the feed fetches nothing again.
    for (const reader of [visitor, client]) {
      const feed = (await reader.get("/api/feed?limit=50&scope=everyone")).json().posts;
      const shown = feed.find((post: { id: number }) => post.id === created.id);
      expect(shown.linkPreview).toEqual(preview);
    }
    expect(keysOf((await visitor.get("/api/feed?limit=1")).json().posts[0])).toEqual(POST_KEYS);
    expect(pages.hits.get("/article")).toBe(1);
    expect(pages.hits.get("/images/cover.jpg")).toBe(1);
  });

  it("falls back to the Twitter card, then to <title>, reads the head only, and cuts long text at a word", async () => {
    const twitter = await postAndSettle(`Card: ${pages.url("/twitter-card")}`);
    expect(twitter.preview).toEqual({
      status: "ready",
      url: pages.url("/twitter-card"),
      title: "Card Title",
      description: "Card description.",
      siteName: "127.0.0.1",
      image: null,
    });
    const titleOnly = await postAndSettle(`${pages.url("/title-only")}`);
    expect(titleOnly.preview).toMatchObject({ title: "Only a title", description: null, image: null });
    const inBody = await postAndSettle(`${pages.url("/tags-in-body")}`);
    expect(inBody.preview).toMatchObject({ title: "Head title" });
    const long = await postAndSettle(`(see ${pages.url("/long-text")})`);
    expect(long.preview.url).toBe(pages.url("/long-text"));
    expect(long.preview.title.length).toBeLessThanOrEqual(200);
    // Cut where a word ends, the ellipsis after it.
    expect(long.preview.title).toMatch(/\w…$/);
    expect("Long title words ".repeat(30)).toContain(`${long.preview.title.slice(0, -1)} `);
    expect(long.preview.description.length).toBeLessThanOrEqual(300);
    expect(long.preview.description).toMatch(/\S…$/);
    expect("Describes at length. ".repeat(40)).toContain(`${long.preview.description.slice(0, -1)} `);
  });

  it("follows a redirect and keeps the address the member wrote", async () => {
    const { preview } = await postAndSettle(`Moved: ${pages.url("/redirect")}`);
    expect(preview).toMatchObject({
      status: "ready",
      url: pages.url("/redirect"),
      title: OPEN_GRAPH_PAGE.title,
    });
  });

  it("previews only the first of 50 links", async () => {
    const links = Array.from({ length: 50 }, (_, i) => pages.url(`/many-${i}`));
    links[0] = pages.url("/twitter-card?first");
    const before = pages.hits.get("/twitter-card") ?? 0;
    const { preview } = await postAndSettle(links.join(" "));
    expect(preview).toMatchObject({ status: "ready", url: links[0], title: "Card Title" });
    expect(pages.hits.get("/twitter-card")).toBe(before + 1);
    expect([...pages.hits.keys()].filter((key) => key.startsWith("/many-"))).toEqual([]);
  });

  const nothingToShow: [string, () => string][] = [
    ["a redirect that never ends", () => pages.url("/redirect-loop")],
    ["a redirect to a private address", () => pages.url(`/redirect-private?to=${internalOrigin}/`)],
    [
      "a redirect to the cloud metadata address",
      () => pages.url("/redirect-private?to=http://169.254.169.254/latest"),
    ],
    ["a loopback address", () => "http://127.0.0.1/admin"],
    ["an IPv6 loopback address", () => "http://[::1]/"],
    ["a private network address", () => "http://10.0.0.1/"],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["localhost on another port", () => `${internalOrigin.replace("127.0.0.1", "localhost")}/`],
    ["a 20 MB page", () => pages.url("/huge")],
    ["JSON instead of HTML", () => pages.url("/json")],
    ["a page without a title", () => pages.url("/no-title")],
    ["a page that answers 404", () => pages.url("/missing")],
  ];
  for (const [what, link] of nothingToShow) {
    it(`shows no preview and no error for ${what}`, async () => {
      const { created, preview } = await postAndSettle(`Look at ${link()} today`);
      expect(created.linkPreview).toEqual({ status: "pending", url: link() });
      expect(preview).toBeNull();
      const [row] = await ctx.db
        .select()
        .from(postLinkPreviews)
        .where(eq(postLinkPreviews.postId, created.id));
      expect(row).toMatchObject({ status: "failed", title: null, image: null });
      const feed = (await visitor.get("/api/feed?limit=50")).json().posts;
      expect(feed.find((post: { id: number }) => post.id === created.id).linkPreview).toBeNull();
    });
  }

  it("never reaches the private service behind a redirect", () => {
    expect(internalHits).toBe(0);
  });

  it("keeps the card but drops an image that is not an image or lives on a private address", async () => {
    const notImage = await postAndSettle(pages.url("/image-not-an-image"));
    expect(notImage.preview).toMatchObject({ status: "ready", title: "Broken image", image: null });
    const privateImage = await postAndSettle(pages.url("/image-private"));
    expect(privateImage.preview).toMatchObject({ status: "ready", title: "Private image", image: null });
  });

  it("answers at once when the page is slow, and gives up on it at the timeout", async () => {
    const timeout = LINK_PREVIEW_LIMITS.pageTimeoutMs;
    LINK_PREVIEW_LIMITS.pageTimeoutMs = 300;
    try {
      const { client } = await signedIn(ctx);
      const started = performance.now();
      const created = await client.post("/api/feed", { content: `Slow: ${pages.url("/slow")}` });
      expect(created.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(250);
      await linkPreviewsSettled();
      expect((await visitor.get(`/api/feed/${created.json().id}/link-preview`)).json()).toBeNull();
    } finally {
      LINK_PREVIEW_LIMITS.pageTimeoutMs = timeout;
    }
  });

  it("has no preview for a post without a link, nor for words that only look like one", async () => {
    const { created, preview } = await postAndSettle("No links here, only http:// and www dot example");
    expect(created.linkPreview).toBeNull();
    expect(preview).toBeNull();
  });
});

describe("GET /api/feed/{id}/link-preview", () => {
  it("answers a visitor and a member alike, 404 for a hidden or unknown post, 400 for a bad id", async () => {
    const { created, client } = await postAndSettle(pages.url("/article?second"));
    const asMember = await client.get(`/api/feed/${created.id}/link-preview`);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({ status: "ready", title: OPEN_GRAPH_PAGE.title });

    await ctx.db.update(posts).set({ isPublished: false }).where(eq(posts.id, created.id));
    const hidden = await visitor.get(`/api/feed/${created.id}/link-preview`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: "This post does not exist or is no longer available." });
    expect((await visitor.get("/api/feed/999999999/link-preview")).statusCode).toBe(404);
    const bad = await visitor.get("/api/feed/abc/link-preview");
    expect(bad.statusCode).toBe(400);
  });

  it("shows a preview lost to a stopped process as none once it is a minute old", async () => {
    const author = await insertUser(ctx.db);
    const post = await insertPost(ctx.db, { userId: author.id, content: "https://lost.example.com/" });
    await ctx.db.insert(postLinkPreviews).values({
      postId: post.id,
      url: "https://lost.example.com/",
      createdAt: new Date(Date.now() - 61_000),
    });
    expect((await visitor.get(`/api/feed/${post.id}/link-preview`)).json()).toBeNull();
  });
});

describe("deleting a post with a preview", () => {
  it("deletes the copied image with the post, by its author or by an administrator", async () => {
    const own = await postAndSettle(pages.url("/article?own"));
    const ownImage = uploadedFilePath(ctx.config, own.preview.image) as string;
    expect(existsSync(ownImage)).toBe(true);
    expect((await own.client.delete(`/api/feed/${own.created.id}`)).statusCode).toBe(200);
    expect(existsSync(ownImage)).toBe(false);

    const other = await postAndSettle(pages.url("/article?admin"));
    const otherImage = uploadedFilePath(ctx.config, other.preview.image) as string;
    const admin = await signedIn(ctx, { role: "admin" });
    expect((await admin.client.delete(`/api/admin/posts/${other.created.id}`)).statusCode).toBe(204);
    expect(existsSync(otherImage)).toBe(false);
    expect(
      await ctx.db.select().from(postLinkPreviews).where(eq(postLinkPreviews.postId, other.created.id)),
    ).toEqual([]);
  });
});

describe("a link posted again", () => {
  const hitsOf = (pathname: string) => pages.hits.get(pathname) ?? 0;
  const previewRow = async (postId: number) =>
    (await ctx.db.select().from(postLinkPreviews).where(eq(postLinkPreviews.postId, postId)))[0];

  it("reuses the stored preview instead of fetching the page again, each post with its own image file", async () => {
    const link = pages.url("/article?again");
    const [pageHits, imageHits] = [hitsOf("/article"), hitsOf("/images/cover.jpg")];
    const first = await postAndSettle(`First: ${link}`);
    const second = await postAndSettle(`Second: ${link}`);
    expect(hitsOf("/article")).toBe(pageHits + 1);
    expect(hitsOf("/images/cover.jpg")).toBe(imageHits + 1);
    expect(second.created.linkPreview).toEqual({ status: "pending", url: link });
    expect(second.preview).toEqual({
      ...first.preview,
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
    });
    expect(second.preview.image).not.toBe(first.preview.image);
    const firstFile = uploadedFilePath(ctx.config, first.preview.image) as string;
    const secondFile = uploadedFilePath(ctx.config, second.preview.image) as string;
    expect(readFileSync(secondFile).equals(readFileSync(firstFile))).toBe(true);
    // The reuse keeps the time the page was read: it is reused for a day after that, not forever.
    expect((await previewRow(second.created.id))?.fetchedAt).toEqual(
      (await previewRow(first.created.id))?.fetchedAt,
    );

    // Deleting the first post leaves the second's picture in place.
    expect((await first.client.delete(`/api/feed/${first.created.id}`)).statusCode).toBe(200);
    expect(existsSync(firstFile)).toBe(false);
    expect(existsSync(secondFile)).toBe(true);
    const third = await postAndSettle(`Third: ${link}`);
    expect(third.preview).toMatchObject({ status: "ready", title: OPEN_GRAPH_PAGE.title });
    expect(hitsOf("/article")).toBe(pageHits + 1);
    expect((await second.client.delete(`/api/feed/${second.created.id}`)).statusCode).toBe(200);
    expect(existsSync(secondFile)).toBe(false);
    expect(existsSync(uploadedFilePath(ctx.config, third.preview.image) as string)).toBe(true);
  });

  it("fetches a page once when two posts of it arrive together", async () => {
    const link = pages.url("/twitter-card?together");
    const before = hitsOf("/twitter-card");
    const [a, b] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    const created = await Promise.all([
      a.client.post("/api/feed", { content: link }),
      b.client.post("/api/feed", { content: `Also ${link}` }),
    ]);
    expect(created.map((response) => response.statusCode)).toEqual([201, 201]);
    await linkPreviewsSettled();
    for (const response of created)
      expect((await visitor.get(`/api/feed/${response.json().id}/link-preview`)).json()).toMatchObject({
        status: "ready",
        title: "Card Title",
      });
    expect(hitsOf("/twitter-card")).toBe(before + 1);
  });

  it("reuses a failed fetch for an hour and a preview for a day, then reads the page again", async () => {
    const missing = pages.url("/missing?again");
    const before = hitsOf("/missing");
    const failed = await postAndSettle(missing);
    const failedAgain = await postAndSettle(missing);
    expect([failed.preview, failedAgain.preview]).toEqual([null, null]);
    expect(await previewRow(failedAgain.created.id)).toMatchObject({ status: "failed" });
    expect(hitsOf("/missing")).toBe(before + 1);
    const longAgo = (ms: number) => new Date(Date.now() - ms - 60_000);
    await ctx.db
      .update(postLinkPreviews)
      .set({ fetchedAt: longAgo(FAILED_PREVIEW_REUSE_MS) })
      .where(eq(postLinkPreviews.url, missing));
    await postAndSettle(missing);
    expect(hitsOf("/missing")).toBe(before + 2);

    const title = pages.url("/title-only?again");
    const titleHits = hitsOf("/title-only");
    await postAndSettle(title);
    await ctx.db
      .update(postLinkPreviews)
      .set({ fetchedAt: longAgo(FAILED_PREVIEW_REUSE_MS) })
      .where(eq(postLinkPreviews.url, title));
    expect((await postAndSettle(title)).preview).toMatchObject({ title: "Only a title" });
    expect(hitsOf("/title-only")).toBe(titleHits + 1);
    await ctx.db
      .update(postLinkPreviews)
      .set({ fetchedAt: longAgo(PREVIEW_REUSE_MS) })
      .where(eq(postLinkPreviews.url, title));
    expect((await postAndSettle(title)).preview).toMatchObject({ title: "Only a title" });
    expect(hitsOf("/title-only")).toBe(titleHits + 2);
  });

  it("finds the preview to reuse through the index on its address", async () => {
    const explain = sql`explain select post_id from post_link_previews
      where url = 'https://example.com/x' and fetched_at > now() - interval '1 day'
      order by fetched_at desc limit 1`;
    // In one transaction, so the setting holds on the connection that plans the query.
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(await tx.execute(explain));
    });
    expect(plan).toContain("post_link_previews_url_fetched_idx");
  });
});

describe("the feed with previews", () => {
  it("reads a page of 20 posts with previews in as many queries as a page of one (no query per post)", async () => {
    const author = await insertUser(ctx.db);
    for (let i = 0; i < 20; i++) {
      const post = await insertPost(ctx.db, { userId: author.id, content: `https://example.com/${i}` });
      await ctx.db.insert(postLinkPreviews).values({
        postId: post.id,
        url: `https://example.com/${i}`,
        status: "ready",
        title: `Page ${i}`,
        siteName: "example.com",
      });
    }
    const driver = databaseDriver(ctx.db);
    const spy = driver.kind === "pglite" ? vi.spyOn(driver.client, "query") : vi.spyOn(driver.pool, "query");
    try {
      expect((await visitor.get("/api/feed?limit=1")).statusCode).toBe(200);
      const forOne = spy.mock.calls.length;
      spy.mockClear();
      const response = await visitor.get("/api/feed?limit=20");
      expect(response.statusCode).toBe(200);
      const shown = response.json().posts;
      expect(shown.map((post: { linkPreview: { title: string } }) => post.linkPreview.title)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Page ${19 - i}`),
      );
      expect(spy.mock.calls.length).toBe(forOne);
    } finally {
      spy.mockRestore();
    }
  });
});
