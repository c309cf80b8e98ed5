import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { multipartBody } from "../../test/multipart";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { jpegWithGps, noisePng, pngBomb, zipBomb } from "../../test/test-images";
import { uploadedFilePath } from "../../uploads/image-uploads";

let ctx: TestContext;
const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-avatars-"));

beforeAll(async () => {
  ctx = await createTestApp({ uploadDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const upload = (client: TestClient, data: Buffer, filename = "me.jpg", contentType = "image/jpeg") => {
  const { body, headers } = multipartBody([{ filename, contentType, data }]);
  return client.post("/api/profile/avatar", body, { headers });
};
const avatarOf = async (id: number) =>
  (await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)))[0]?.avatar;

describe("POST /api/profile/avatar", () => {
  it("stores the photo as WebP at most 512 px wide, without GPS, sets it as the avatar and serves it", async () => {
    const { user, client } = await signedInMember(ctx);
    const response = await upload(client, await jpegWithGps(2000, 1500));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { profileImage: string };
    expect(Object.keys(body)).toEqual(["profileImage"]);
    expect(body.profileImage).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await avatarOf(user.id)).toBe(body.profileImage);

    const served = await ctx.app.inject({ method: "GET", url: body.profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();

    const profile = await client.get(`/api/profile/${user.username}`);
    expect(profile.json().avatar).toBe(body.profileImage);
    const me = await client.get("/api/auth/me");
    expect(me.json().avatar).toBe(body.profileImage);
  });

  it("removes the previous upload when the photo is replaced, and DELETE removes it", async () => {
    const { user, client } = await signedInMember(ctx);
    const first = (await upload(client, await jpegWithGps(600, 600))).json().profileImage as string;
    const firstPath = uploadedFilePath(ctx.config, first) as string;
    expect(existsSync(firstPath)).toBe(true);
    const second = (await upload(client, await jpegWithGps(700, 700))).json().profileImage as string;
    expect(second).not.toBe(first);
    expect(existsSync(firstPath)).toBe(false);
    expect((await ctx.app.inject({ method: "GET", url: first })).statusCode).toBe(404);

    const removed = await client.delete("/api/profile/avatar");
    expect(removed.statusCode).toBe(204);
    expect(await avatarOf(user.id)).toBeNull();
    expect(existsSync(uploadedFilePath(ctx.config, second) as string)).toBe(false);
  });

  it("keeps a photo from elsewhere on disk untouched (only the link is replaced)", async () => {
    const { user, client } = await signedInMember(ctx, { avatar: "https://images.example.com/a.jpg" });
    const response = await upload(client, await jpegWithGps(300, 300));
    expect(response.statusCode).toBe(200);
    expect(await avatarOf(user.id)).toBe(response.json().profileImage);
  });

  it("accepts a PNG of almost 5 MB and refuses one over 5 MB with 413, changing nothing", async () => {
    const { user, client } = await signedInMember(ctx);
    const big = await noisePng(1280, 1280); // about 4.9 MB uncompressed PNG
    expect(big.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect((await upload(client, big, "big.png", "image/png")).statusCode).toBe(200);
    const before = await avatarOf(user.id);

    const tooBig = Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024 - big.length + 1)]);
    const response = await upload(client, tooBig, "big.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The image is larger than 5 MB." });
    expect(await avatarOf(user.id)).toBe(before);
  });

  it("refuses what is not an image, whatever its name and type say, with 415", async () => {
    const { user, client } = await signedInMember(ctx);
    for (const data of [
      zipBomb(),
      Buffer.from("<?php echo 1; ?>"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    ]) {
      const response = await upload(client, data, "photo.png", "image/png");
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: "The file is not an image Netwise accepts: upload a PNG, JPEG or WebP.",
      });
    }
    expect(await avatarOf(user.id)).toBeNull();
  });

  it("refuses a 30,000 × 30,000 PNG with 400 quickly", async () => {
    const { user, client } = await signedInMember(ctx);
    const started = performance.now();
    const response = await upload(client, pngBomb(30_000), "bomb.png", "image/png");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The image has too many pixels (at most 40,000,000)." });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await avatarOf(user.id)).toBeNull();
  });

  it("needs multipart with a field named file", async () => {
    const { client } = await signedInMember(ctx);
    const json = await client.post("/api/profile/avatar", { file: "x" });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      message: "Send the image as multipart/form-data with a field named file.",
    });

    const { body, headers } = multipartBody([
      { field: "picture", filename: "me.jpg", contentType: "image/jpeg", data: await jpegWithGps(50, 50) },
    ]);
    const wrongField = await client.post("/api/profile/avatar", body, { headers });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: "Choose an image to upload (a field named file)." });

    const two = multipartBody([
      { filename: "a.jpg", contentType: "image/jpeg", data: await jpegWithGps(50, 50) },
      { filename: "b.jpg", contentType: "image/jpeg", data: await jpegWithGps(50, 50) },
    ]);
    const twoFiles = await client.post("/api/profile/avatar", two.body, { headers: two.headers });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ message: "Send one image in a field named file." });
  });

  it("answers a visitor with 401 and a cross-site post with 403", async () => {
    const visitor = new TestClient(ctx.app);
    expect((await upload(visitor, await jpegWithGps(50, 50))).statusCode).toBe(401);
    expect((await visitor.delete("/api/profile/avatar")).statusCode).toBe(401);
    const { client } = await signedInMember(ctx);
    const { body, headers } = multipartBody([
      { filename: "a.jpg", contentType: "image/jpeg", data: await jpegWithGps(50, 50) },
    ]);
    const crossSite = await client.post("/api/profile/avatar", body, {
      headers: { ...headers, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("GET /uploads/*", () => {
  it("serves nothing but stored names", async () => {
    for (const url of [
      "/uploads/",
      "/uploads/../package.json",
      "/uploads/%2e%2e/package.json",
      "/uploads/x.webp",
    ]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
