import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../../test/multipart";
import {
  createTestApp,
  type SignedInMember,
  signedInAdminAndMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { noisePng, pngImage } from "../../test/test-images";
import { uploadedFilePath } from "../../uploads/image-uploads";

let ctx: TestContext;
let admin: SignedInMember;
let member: SignedInMember;
const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-banner-images-"));

beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000, uploadDir });
  ({ admin, member } = await signedInAdminAndMember(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const URL_PATH = "/api/admin/banners/images";
const upload = (client: TestClient, data: Buffer, contentType = "image/png") => {
  const { body, headers } = multipartBody([{ filename: "banner.png", contentType, data }]);
  return client.post(URL_PATH, body, { headers });
};

describe("POST /api/admin/banners/images", () => {
  it("stores an admin's picture as WebP at most 1600 px wide and answers its address (201)", async () => {
    const response = await upload(admin.client, await pngImage(2400, 600));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["url"]);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const stored = uploadedFilePath(ctx.config, body.url) as string;
    expect(existsSync(stored)).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 1600, height: 400 });

    // The address it answers is one a banner accepts, and the page serves it.
    const created = await admin.client.post("/api/admin/banners", {
      title: "Uploaded picture",
      imageUrl: body.url,
      targetPages: ["Dashboard"],
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().imageUrl).toBe(body.url);
    const served = await new TestClient(ctx.app).get(body.url);
    expect(served.statusCode).toBe(200);
  });

  it("answers 401 to a visitor and 403 to a member, storing nothing", async () => {
    const image = await pngImage(40, 20);
    const visitor = await upload(new TestClient(ctx.app), image);
    expect(visitor.statusCode).toBe(401);
    const asMember = await upload(member.client, image);
    expect(asMember.statusCode).toBe(403);
  });

  it("refuses what is not an image (415), a file over 5 MB (413) and JSON (415)", async () => {
    const text = await upload(admin.client, Buffer.from("just some text, not a picture"), "text/plain");
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain("upload a PNG, JPEG or WebP");

    const over = await upload(admin.client, await noisePng(1400, 1400));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: "The image is larger than 5 MB." });

    const json = await admin.client.post(URL_PATH, { url: "https://images.example.com/a.png" });
    expect(json.statusCode).toBe(415);
  });
});
