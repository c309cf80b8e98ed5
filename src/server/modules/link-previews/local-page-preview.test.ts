import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArticle, insertBusiness, insertUser } from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { uploadedFilePath, writeUploadedFile } from "../../uploads/image-uploads";
import { linkPreviewsSettled } from "./link-preview-runner";

let ctx: TestContext;
let visitor: TestClient;
let author: SignedInMember;
const uploadDir = mkdtempSync(path.join(tmpdir(), "netwise-local-previews-"));
beforeAll(async () => {
  // appUrl is this site's address; nothing listens there in tests, so a fetch could never answer:
  // every ready card below was built from the database.
  ctx = await createTestApp({
    authRateLimit: 1000,
    memberLimitScale: 100,
    appUrl: "http://netwise.test",
    uploadDir,
  });
  visitor = new TestClient(ctx.app);
  author = await signedInMember(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** Posts `content`, waits for its preview, and answers the preview as a visitor reads it. */
async function previewOf(content: string) {
  const created = await author.client.post("/api/feed", { content });
  expect(created.statusCode).toBe(201);
  await linkPreviewsSettled();
  const preview = await visitor.get(`/api/feed/${created.json().id}/link-preview`);
  expect(preview.statusCode).toBe(200);
  return preview.json();
}

describe("a post linking to a page of this site gets its card from the database", () => {
  it("an article: its title, summary and picture", async () => {
    const article = await insertArticle(ctx.db, { title: "Pricing a first consulting project" });
    const url = `http://netwise.test/news/${article.slug}`;
    expect(await previewOf(`Worth a read: ${url}`)).toEqual({
      status: "ready",
      url,
      title: "Pricing a first consulting project",
      description: "A short summary of the article.",
      siteName: "Netwise",
      image: `/images/articles/${article.slug}.svg`,
    });
  });

  it("a profile: the member's name and headline, their photo", async () => {
    const member = await insertUser(ctx.db, {
      firstName: "Priya",
      lastName: "Raman",
      jobTitle: "Fractional CFO",
      company: "Raman Advisory",
      avatar: "/images/avatars/priya.svg",
    });
    const url = `http://netwise.test/profile/${member.username}`;
    expect(await previewOf(`Meet ${url}`)).toEqual({
      status: "ready",
      url,
      title: "Priya Raman",
      description: "Fractional CFO at Raman Advisory",
      siteName: "Netwise",
      image: "/images/avatars/priya.svg",
    });
  });

  it("copies an uploaded photo, so deleting the post leaves the member's own photo in place", async () => {
    const avatar = await writeUploadedFile(ctx.config, Buffer.from("not really a webp"));
    const member = await insertUser(ctx.db, { firstName: "Noor", lastName: "Haddad", avatar });
    const created = await author.client.post("/api/feed", {
      content: `Say hello to http://netwise.test/profile/${member.username}`,
    });
    await linkPreviewsSettled();
    const preview = (await visitor.get(`/api/feed/${created.json().id}/link-preview`)).json();
    expect(preview).toMatchObject({ status: "ready", title: "Noor Haddad" });
    expect(preview.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(preview.image).not.toBe(avatar);

    expect((await author.client.delete(`/api/feed/${created.json().id}`)).statusCode).toBe(200);
    expect(existsSync(uploadedFilePath(ctx.config, preview.image) ?? "")).toBe(false);
    expect(existsSync(uploadedFilePath(ctx.config, avatar) ?? "")).toBe(true);
  });

  it("a business: its name, short description and logo", async () => {
    const owner = await insertUser(ctx.db);
    const business = await insertBusiness(ctx.db, {
      ownerId: owner.id,
      name: "Harbor Bookkeeping",
      shortDescription: "Monthly books for studios.",
      logo: "/images/logos/harbor.svg",
    });
    const url = `http://netwise.test/business/${business.slug}`;
    expect(await previewOf(`${url} keeps our books`)).toEqual({
      status: "ready",
      url,
      title: "Harbor Bookkeeping",
      description: "Monthly books for studios.",
      siteName: "Netwise",
      image: "/images/logos/harbor.svg",
    });
  });

  it("a topic: its tag", async () => {
    const url = "http://netwise.test/topics/RemoteWork";
    expect(await previewOf(`Everything on ${url}`)).toEqual({
      status: "ready",
      url,
      title: "#remotework",
      description: "Posts about #remotework on Netwise.",
      siteName: "Netwise",
      image: null,
    });
  });

  it("no card for a page of ours that shows nothing: a missing member, a hidden business, any other page", async () => {
    const owner = await insertUser(ctx.db, { isActive: false });
    const hidden = await insertBusiness(ctx.db, { ownerId: owner.id });
    for (const path of ["/profile/nobody-by-this-name", `/business/${hidden.slug}`, "/settings", "/topics/a"])
      expect(await previewOf(`See http://netwise.test${path}`), path).toBeNull();
  });
});
