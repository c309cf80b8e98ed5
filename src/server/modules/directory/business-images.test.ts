import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../db/schema";
import { businessActors, DETAIL_KEYS, insertTestBusiness } from "../../test/helpers/directory-test-helpers";
import { multipartBody } from "../../test/multipart";
import { createTestApp, type TestClient, type TestContext } from "../../test/test-app";
import { jpegWithGps, noisePng, pngBomb, zipBomb } from "../../test/test-images";
import { uploadedFilePath } from "../../uploads/image-uploads";

let ctx: TestContext;
const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-business-images-"));

beforeAll(async () => {
  ctx = await createTestApp({ uploadDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const upload = (client: TestClient, url: string, data: Buffer, contentType = "image/jpeg") => {
  const { body, headers } = multipartBody([{ filename: "picture.jpg", contentType, data }]);
  return client.post(url, body, { headers });
};
const imagesOf = async (id: number) =>
  (
    await ctx.db
      .select({ logo: businesses.logo, coverImage: businesses.coverImage })
      .from(businesses)
      .where(eq(businesses.id, id))
  )[0];
const storedFile = (url: string | null | undefined) => uploadedFilePath(ctx.config, url ?? null) as string;

describe("POST /api/businesses/{id}/logo and /cover", () => {
  it("stores the owner's logo (512 px) and cover (1600 px) as WebP without GPS and answers the business", async () => {
    const { owner } = await businessActors(ctx);
    const business = await insertTestBusiness(ctx, { ownerId: owner.user.id, logo: null, coverImage: null });

    const logo = await upload(
      owner.client,
      `/api/businesses/${business.id}/logo`,
      await jpegWithGps(2000, 1500),
    );
    expect(logo.statusCode).toBe(200);
    const afterLogo = logo.json();
    expect(Object.keys(afterLogo).sort()).toEqual(DETAIL_KEYS);
    expect(afterLogo).toMatchObject({ id: business.id, slug: business.slug, coverImage: null });
    expect(afterLogo.logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const cover = await upload(
      owner.client,
      `/api/businesses/${business.id}/cover`,
      await jpegWithGps(3000, 1000),
    );
    expect(cover.statusCode).toBe(200);
    expect(cover.json().logo).toBe(afterLogo.logo);
    expect(cover.json().coverImage).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await imagesOf(business.id)).toEqual({
      logo: afterLogo.logo,
      coverImage: cover.json().coverImage,
    });

    const servedLogo = await ctx.app.inject({ method: "GET", url: afterLogo.logo });
    expect(servedLogo.statusCode).toBe(200);
    expect(servedLogo.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const logoMeta = await sharp(servedLogo.rawPayload).metadata();
    expect(logoMeta).toMatchObject({ format: "webp", width: 512, height: 384 });
    expect(logoMeta.exif).toBeUndefined();
    const coverMeta = await sharp(storedFile(cover.json().coverImage)).metadata();
    expect(coverMeta).toMatchObject({ format: "webp", width: 1600, height: 533 });

    // The page and the directory show the new pictures.
    const page = (await owner.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(page).toMatchObject({ logo: afterLogo.logo, coverImage: cover.json().coverImage });
  });

  it("removes the upload it replaces; DELETE clears the picture and removes its file", async () => {
    const { owner } = await businessActors(ctx);
    const business = await insertTestBusiness(ctx, {
      ownerId: owner.user.id,
      logo: "https://images.example.com/logo.png",
    });
    const url = `/api/businesses/${business.id}/logo`;
    const first = (await upload(owner.client, url, await jpegWithGps(300, 300))).json().logo as string;
    expect(existsSync(storedFile(first))).toBe(true);
    const second = (await upload(owner.client, url, await jpegWithGps(400, 400))).json().logo as string;
    expect(second).not.toBe(first);
    expect(existsSync(storedFile(first))).toBe(false);
    expect(existsSync(storedFile(second))).toBe(true);

    const cleared = await owner.client.delete(url);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ id: business.id, logo: null });
    expect(await imagesOf(business.id)).toMatchObject({ logo: null });
    expect(existsSync(storedFile(second))).toBe(false);
    // Clearing again is harmless.
    expect((await owner.client.delete(url)).statusCode).toBe(200);
  });

  it("lets an admin change any business's pictures; another member 403, a visitor 401, nothing stored", async () => {
    const { owner, member, admin, visitor } = await businessActors(ctx);
    const business = await insertTestBusiness(ctx, { ownerId: owner.user.id, logo: null, coverImage: null });
    const filesBefore = readdirSync(uploadDir).length;
    for (const kind of ["logo", "cover"]) {
      const url = `/api/businesses/${business.id}/${kind}`;
      const byMember = await upload(member.client, url, await jpegWithGps(100, 100));
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json()).toEqual({ message: expect.any(String) });
      expect((await member.client.delete(url)).statusCode).toBe(403);
      const byVisitor = await upload(visitor, url, await jpegWithGps(100, 100));
      expect(byVisitor.statusCode).toBe(401);
      expect((await visitor.delete(url)).statusCode).toBe(401);
    }
    expect(readdirSync(uploadDir)).toHaveLength(filesBefore);
    expect(await imagesOf(business.id)).toEqual({ logo: null, coverImage: null });

    const byAdmin = await upload(
      admin.client,
      `/api/businesses/${business.id}/cover`,
      await jpegWithGps(200, 100),
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().coverImage).toMatch(/^\/uploads\//);
    expect((await admin.client.delete(`/api/businesses/${business.id}/cover`)).statusCode).toBe(200);
  });

  it("answers 404 for a missing or hidden business and 400 for a bad id", async () => {
    const { owner, member } = await businessActors(ctx);
    const hidden = await insertTestBusiness(ctx, { ownerId: owner.user.id, isActive: false });
    const image = await jpegWithGps(100, 100);
    expect((await upload(member.client, `/api/businesses/${hidden.id}/logo`, image)).statusCode).toBe(404);
    expect((await upload(member.client, "/api/businesses/2147483647/logo", image)).statusCode).toBe(404);
    expect((await member.client.delete("/api/businesses/2147483647/cover")).statusCode).toBe(404);
    const bad = await upload(member.client, "/api/businesses/abc/logo", image);
    expect(bad.statusCode).toBe(400);
    // The owner still manages their own inactive business.
    expect((await upload(owner.client, `/api/businesses/${hidden.id}/logo`, image)).statusCode).toBe(200);
  });

  it("refuses what is not an image (415), over 5 MB (413), a pixel bomb (400) and JSON (415), changing nothing", async () => {
    const { owner } = await businessActors(ctx);
    const business = await insertTestBusiness(ctx, { ownerId: owner.user.id, logo: null, coverImage: null });
    const url = `/api/businesses/${business.id}/cover`;
    for (const data of [
      zipBomb(),
      Buffer.from("<?php echo 1; ?>"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    ]) {
      const response = await upload(owner.client, url, data, "image/png");
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: "The file is not an image Netwise accepts: upload a PNG, JPEG or WebP.",
      });
    }
    const big = await noisePng(1280, 1280);
    const tooBig = Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024 - big.length + 1)]);
    const over = await upload(owner.client, url, tooBig, "image/png");
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: "The image is larger than 5 MB." });
    const bomb = await upload(owner.client, url, pngBomb(30_000), "image/png");
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ message: "The image has too many pixels (at most 40,000,000)." });
    const json = await owner.client.post(url, { file: "x" });
    expect(json.statusCode).toBe(415);
    expect(await imagesOf(business.id)).toEqual({ logo: null, coverImage: null });
  });

  it("an admin deleting the business deletes its uploaded logo and cover too", async () => {
    const { owner, admin } = await businessActors(ctx);
    const business = await insertTestBusiness(ctx, { ownerId: owner.user.id });
    const logo = (
      await upload(owner.client, `/api/businesses/${business.id}/logo`, await jpegWithGps(100, 100))
    ).json().logo as string;
    const cover = (
      await upload(owner.client, `/api/businesses/${business.id}/cover`, await jpegWithGps(300, 100))
    ).json().coverImage as string;
    expect(existsSync(storedFile(logo)) && existsSync(storedFile(cover))).toBe(true);
    expect((await admin.client.delete(`/api/admin/businesses/${business.id}`)).statusCode).toBe(204);
    expect(existsSync(storedFile(logo))).toBe(false);
    expect(existsSync(storedFile(cover))).toBe(false);
  });
});
