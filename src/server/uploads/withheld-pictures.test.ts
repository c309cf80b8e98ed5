import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../db/schema";
import { multipartBody } from "../test/multipart";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../test/test-app";
import { jpegWithGps } from "../test/test-images";

let ctx: TestContext;
const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-withheld-"));
beforeAll(async () => {
  ctx = await createTestApp({ uploadDir, authRateLimit: 1000 });
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function postWithPicture(client: TestClient) {
  const { body, headers } = multipartBody([
    { filename: "photo.jpg", contentType: "image/jpeg", data: await jpegWithGps(400, 300) },
  ]);
  const uploaded = await client.post("/api/feed/images", body, { headers });
  expect(uploaded.statusCode).toBe(201);
  const { id, url } = uploaded.json() as { id: number; url: string };
  const created = await client.post("/api/feed", {
    content: "Our stand at the fair",
    images: [{ id, alt: "A stand" }],
  });
  expect(created.statusCode).toBe(201);
  return { postId: (created.json() as { id: number }).id, url };
}

describe("GET /uploads/{name} of a post's picture", () => {
  it("is public while the post is; once hidden only its author and moderators get it, uncached", async () => {
    const author = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const moderator = await signedInMember(ctx, { role: "moderator" });
    const admin = await signedInMember(ctx, { role: "admin" });
    const visitor = new TestClient(ctx.app);
    const { postId, url } = await postWithPicture(author.client);

    const open = await visitor.get(url);
    expect(open.statusCode).toBe(200);
    expect(open.headers["content-type"]).toBe("image/webp");
    expect(open.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    await ctx.db.update(posts).set({ isPublished: false }).where(eq(posts.id, postId));
    for (const client of [visitor, other.client]) {
      const withheld = await client.get(url);
      expect(withheld.statusCode).toBe(404);
      expect(withheld.headers["content-type"]).not.toBe("image/webp");
    }
    for (const client of [author.client, moderator.client, admin.client]) {
      const seen = await client.get(url);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers["content-type"]).toBe("image/webp");
      expect(seen.headers["cache-control"]).toBe("private, no-store");
    }

    await ctx.db.update(posts).set({ isPublished: true }).where(eq(posts.id, postId));
    expect((await visitor.get(url)).statusCode).toBe(200);
  });

  it("still answers 404 for a name that is not an upload, and serves other uploads as before", async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get("/uploads/../package.json")).statusCode).toBe(404);
    expect((await visitor.get(`/uploads/${"a".repeat(32)}.webp`)).statusCode).toBe(404);
  });
});
