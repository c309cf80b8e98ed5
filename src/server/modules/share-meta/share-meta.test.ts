import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileExperience } from "../../db/schema";
import { insertArticle, insertBusiness, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

const APP_URL = "https://netwise.example";
/** The built index.html's shape: a head with the generic title and description, scripts by address only. */
const INDEX_HTML = readFileSync(path.resolve("index.html"), "utf8").replace(
  '<script type="module" src="/src/client/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
);

let ctx: TestContext;
let visitor: TestClient;
const distDir = mkdtempSync(path.join(tmpdir(), "netwise-share-meta-"));

beforeAll(async () => {
  writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
  ctx = await createTestApp({ clientDistDir: distDir, appUrl: APP_URL, authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The meta tags of the page's head, as a crawler reads them: key → content. */
async function shareTags(client: TestClient, pagePath: string) {
  const response = await client.get(pagePath);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  const html = response.body;
  // Still the app: its root and module script, and no inline script (the CSP forbids them).
  expect(html).toContain('<div id="root"></div>');
  expect(html.match(/<script\b[^>]*>/g)?.every((tag) => / src="/.test(tag))).toBe(true);
  expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  const tags: Record<string, string> = {};
  for (const [, key = "", content = ""] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g,
  )) {
    tags[key] = content;
  }
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { tags, title, html, descriptions: html.match(/name="description"/g)?.length ?? 0 };
}

const GENERIC = {
  title: "Netwise: Professional Networking",
  description: "Netwise: AI-assisted professional networking, referrals and opportunities.",
};

describe("share tags of Netwise's own pages", () => {
  it("describes a profile by its current role when the member lists their experience (issue 32)", async () => {
    const member = await insertUser(ctx.db, { jobTitle: "Old title", company: "Old Co" });
    await ctx.db.insert(profileExperience).values([
      { userId: member.id, title: "Designer", company: "Acme", startMonth: "2015-01", endMonth: "2019-12" },
      { userId: member.id, title: "Head of Design", company: "Loopdesk", startMonth: "2020-01" },
    ]);
    const { tags } = await shareTags(visitor, `/profile/${member.username}`);
    expect(tags["og:description"]).toBe("Head of Design at Loopdesk");
  });

  it("gives an active member's profile their name, headline, photo and address", async () => {
    const member = await insertUser(ctx.db, {
      firstName: "Grace",
      lastName: "Liu",
      jobTitle: "VP Product",
      company: "Loopdesk",
      avatar: "/uploads/0123456789abcdef0123456789abcdef.webp",
    });
    const { tags, title, descriptions } = await shareTags(visitor, `/profile/${member.username}`);
    expect(tags).toEqual({
      "og:site_name": "Netwise",
      "og:type": "profile",
      "og:title": "Grace Liu",
      "og:description": "VP Product at Loopdesk",
      "og:url": `${APP_URL}/profile/${member.username}`,
      "og:image": `${APP_URL}/uploads/0123456789abcdef0123456789abcdef.webp`,
      "twitter:card": "summary_large_image",
      "twitter:title": "Grace Liu",
      "twitter:description": "VP Product at Loopdesk",
      "twitter:image": `${APP_URL}/uploads/0123456789abcdef0123456789abcdef.webp`,
      "color-scheme": "light dark",
      "theme-color": "#1e3a8a",
      viewport: "width=device-width, initial-scale=1.0",
      description: "VP Product at Loopdesk",
    });
    expect(title).toBe("Grace Liu · Netwise");
    expect(descriptions).toBe(1);
  });

  it("answers the same tags to a visitor, a member and an administrator, whatever the username's case", async () => {
    const member = await insertUser(ctx.db, {
      firstName: "Ada",
      lastName: "Stone",
      jobTitle: null,
      company: null,
    });
    const { client: other } = await signedInMember(ctx);
    const { client: admin } = await signedInMember(ctx, { role: "admin" });
    const seen = [];
    for (const client of [visitor, other, admin]) {
      seen.push((await shareTags(client, `/profile/${member.username.toUpperCase()}`)).tags);
    }
    expect(seen[0]).toMatchObject({
      "og:title": "Ada Stone",
      "og:description": "A member of Netwise.",
      // No photo: the site's default card, never no picture at all.
      "og:image": `${APP_URL}/images/share/profile-card.png`,
      "twitter:card": "summary_large_image",
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it("escapes what members wrote, so a name cannot open an element", async () => {
    const member = await insertUser(ctx.db, {
      firstName: '"><script>alert(1)</script>',
      lastName: "O'Brien & Co",
    });
    const { tags, html } = await shareTags(visitor, `/profile/${member.username}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(tags["og:title"]).toBe("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; Co");
  });

  it("gives an inactive member's profile, an unknown one and a deleted one the generic page only", async () => {
    const inactive = await insertUser(ctx.db, { firstName: "Hidden", lastName: "Person", isActive: false });
    for (const pagePath of [
      `/profile/${inactive.username}`,
      "/profile/no-such-member",
      `/profile/${"x".repeat(300)}`,
    ]) {
      const { tags, title, html } = await shareTags(visitor, pagePath);
      expect(tags["og:title"]).toBeUndefined();
      expect(tags.description).toBe(GENERIC.description);
      expect(title).toBe(GENERIC.title);
      expect(html).not.toContain("Hidden");
    }
  });

  it("gives a public business its name, short description and cover; a suspended or switched-off one nothing", async () => {
    const owner = await insertUser(ctx.db);
    const business = await insertBusiness(ctx.db, {
      ownerId: owner.id,
      name: "Acme Analytics",
      shortDescription: "Analytics consulting for growing teams",
      coverImage: "/uploads/fedcba9876543210fedcba9876543210.webp",
    });
    const { tags, title } = await shareTags(visitor, `/business/${business.slug}`);
    expect(tags).toMatchObject({
      "og:type": "website",
      "og:title": "Acme Analytics",
      "og:description": "Analytics consulting for growing teams",
      "og:url": `${APP_URL}/business/${business.slug}`,
      "og:image": `${APP_URL}/uploads/fedcba9876543210fedcba9876543210.webp`,
      "twitter:card": "summary_large_image",
    });
    expect(title).toBe("Acme Analytics · Netwise");

    const suspended = await insertBusiness(ctx.db, {
      ownerId: owner.id,
      name: "Suspended Co",
      isSuspended: true,
    });
    const switchedOff = await insertBusiness(ctx.db, {
      ownerId: owner.id,
      name: "Closed Co",
      isActive: false,
    });
    const gone = await insertUser(ctx.db, { isActive: false });
    const orphaned = await insertBusiness(ctx.db, { ownerId: gone.id, name: "Orphan Co" });
    for (const hidden of [suspended, switchedOff, orphaned]) {
      const { tags: hiddenTags, html } = await shareTags(visitor, `/business/${hidden.slug}`);
      expect(hiddenTags["og:title"]).toBeUndefined();
      expect(html).not.toContain(hidden.name);
    }
  });

  it("gives a published article its title, summary and hero image; an unpublished one nothing", async () => {
    const article = await insertArticle(ctx.db, {
      title: "Hiring in 2027",
      summary: "What changed in hiring this year.",
      heroImage: "/images/articles/hiring.svg",
    });
    const { tags } = await shareTags(visitor, `/news/${article.slug}`);
    expect(tags).toMatchObject({
      "og:type": "article",
      "og:title": "Hiring in 2027",
      "og:description": "What changed in hiring this year.",
      "og:url": `${APP_URL}/news/${article.slug}`,
      "og:image": `${APP_URL}/images/articles/hiring.svg`,
    });

    const draft = await insertArticle(ctx.db, { title: "Draft Secret", isPublished: false });
    const unscheduled = await insertArticle(ctx.db, { title: "Unscheduled Secret", publishedAt: null });
    for (const hidden of [draft, unscheduled]) {
      const { tags: hiddenTags, html } = await shareTags(visitor, `/news/${hidden.slug}`);
      expect(hiddenTags["og:title"]).toBeUndefined();
      expect(html).not.toContain("Secret");
    }
  });

  it("leaves other pages as built, and a page that is not the app's a 404", async () => {
    const feed = await visitor.get("/feed");
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toBe(INDEX_HTML);
    expect((await visitor.get("/profile/a/b")).statusCode).toBe(404);
  });
});
