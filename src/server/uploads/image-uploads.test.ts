import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { gifImage, jpegWithGps, pngBomb, pngImage, zipBomb } from "../test/test-images";
import { removeUploadedImage, storeImage, uploadedFilePath } from "./image-uploads";

const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-uploads-"));
const config = { uploadDir };
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  throw new Error("expected a failure");
};

describe("the image pipeline", () => {
  it("re-encodes as WebP at most maxWidth wide, without EXIF or GPS, under a random name", async () => {
    const input = await jpegWithGps(1200, 900);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(input, config, { maxWidth: 512 });
    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(stored).toMatchObject({ width: 512, height: 384 });
    const filePath = uploadedFilePath(config, stored.url);
    if (!filePath) throw new Error("not an upload path");
    const meta = await sharp(filePath).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it("takes the width as a parameter and never enlarges", async () => {
    const wide = await storeImage(await pngImage(3000, 1000), config, { maxWidth: 1600 });
    expect(wide).toMatchObject({ width: 1600, height: 533 });
    const small = await storeImage(await pngImage(100, 80), config, { maxWidth: 1600 });
    expect(small).toMatchObject({ width: 100, height: 80 });
    const tall = await storeImage(await pngImage(100, 5000), config, { maxWidth: 512 });
    expect(tall).toMatchObject({ width: 41, height: 2048 });
  });

  it("refuses a 30,000 × 30,000 PNG bomb with 400 from its header, quickly", async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    expect(await failure(storeImage(bomb, config, { maxWidth: 512 }))).toEqual({
      status: 400,
      message: "The image has too many pixels (at most 40,000,000).",
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("refuses what is not a PNG, JPEG or WebP image with 415, whatever it is called", async () => {
    const notAccepted = {
      status: 415,
      message: "The file is not an image Netwise accepts: upload a PNG, JPEG or WebP.",
    };
    expect(await failure(storeImage(zipBomb(), config, { maxWidth: 512 }))).toEqual(notAccepted);
    expect(await failure(storeImage(Buffer.from("hello, not a picture"), config, { maxWidth: 512 }))).toEqual(
      notAccepted,
    );
    expect(await failure(storeImage(await gifImage(), config, { maxWidth: 512 }))).toEqual(notAccepted);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect(await failure(storeImage(svg, config, { maxWidth: 512 }))).toEqual(notAccepted);
  });

  it("refuses a damaged image with 400", async () => {
    const jpeg = await jpegWithGps(400, 400);
    const damaged = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    expect(await failure(storeImage(damaged, config, { maxWidth: 512 }))).toEqual({
      status: 400,
      message: "The image could not be read: it may be damaged or incomplete.",
    });
  });

  it("removes only its own uploads", async () => {
    const stored = await storeImage(await pngImage(50, 50), config, { maxWidth: 512 });
    const filePath = uploadedFilePath(config, stored.url) as string;
    expect(existsSync(filePath)).toBe(true);
    await removeUploadedImage(config, stored.url);
    expect(existsSync(filePath)).toBe(false);
    await removeUploadedImage(config, stored.url); // already gone: no error
    const before = readdirSync(uploadDir).length;
    for (const url of ["/uploads/../../etc/passwd", "https://example.com/a.webp", "/uploads/x.webp", null]) {
      await removeUploadedImage(config, url);
      expect(uploadedFilePath(config, url)).toBeNull();
    }
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });
});
