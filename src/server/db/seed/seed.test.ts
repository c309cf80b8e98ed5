import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq, like, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY_CATEGORIES, DIRECTORY_INDUSTRIES, EMPLOYEE_COUNTS } from "../../../shared/rules/directory";
import { NEWS_CATEGORIES } from "../../../shared/rules/news";
import { SERVICE_CATEGORIES } from "../../../shared/rules/service-categories";
import { verifyPassword } from "../../modules/auth/password";
import { listFeed } from "../../modules/feed/feed.service";
import { openTestDatabase } from "../../test/test-database";
import { uploadedFilePath } from "../../uploads/image-uploads";
import type { DatabaseHandle } from "../client";
import {
  articles,
  businessEmployees,
  businesses,
  businessReviews,
  connections,
  opportunities,
  postImages,
  postLinkPreviews,
  posts,
  postTags,
  referrals,
  services,
  users,
} from "../schema";
import { seedImages } from "./generate-images";
import { DEMO_ACCOUNTS, seedDatabase } from "./index";
import { SEED_PICTURE_POSTS } from "./post-pictures";

const uploadDir = fs.mkdtempSync(path.join(tmpdir(), "netwise-seed-"));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");
const TABLES = {
  users,
  services,
  articles,
  businesses,
  businessReviews,
  businessEmployees,
  connections,
  posts,
  postImages,
  postTags,
  postLinkPreviews,
  opportunities,
  referrals,
};

async function countAll(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  return handle;
}

describe("seedDatabase with demo data", () => {
  let handle: DatabaseHandle;
  let firstRun: { seeded: string[] };

  beforeAll(async () => {
    handle = await freshDatabase();
    firstRun = await seedDatabase(handle.db, { demo: true, uploadDir });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("reports what it seeded", () => {
    expect(firstRun.seeded).toEqual(
      expect.arrayContaining(["services", "articles", "members", "businesses", "posts", "opportunities"]),
    );
  });

  it("creates at least 30 members with complete, varied profiles", async () => {
    const rows = await handle.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row.industry)).size).toBeGreaterThanOrEqual(6);
    for (const industry of ["technology", "healthcare", "finance", "marketing", "education", "other"]) {
      expect(rows.some((row) => row.industry === industry)).toBe(true);
    }
    for (const row of rows) {
      expect(row.email).toBe(row.email.toLowerCase());
      expect(row.email.endsWith("@netwise.demo")).toBe(true);
      expect(row.username).toMatch(/^[a-z0-9-]+$/);
      expect(row.profileCompleted).toBe(true);
      expect(row.skills.length).toBeGreaterThanOrEqual(3);
      expect(row.skills.length).toBeLessThanOrEqual(8);
      for (const field of [
        "jobTitle",
        "company",
        "location",
        "bio",
        "professionalSummary",
        "lookingFor",
      ] as const) {
        expect(row[field], `${row.username}.${field}`).toBeTruthy();
      }
      expect(row.servicesOffered && row.targetAudience && row.linkedinUrl).toBeTruthy();
      expect(row.avatar).toBeNull();
    }
    const cities = rows.map((row) => row.location);
    for (const city of ["Austin", "New York", "San Francisco", "Chicago", "London"]) {
      expect(cities.filter((location) => location?.startsWith(city)).length).toBeGreaterThanOrEqual(2);
    }
    expect(rows.filter((row) => row.phoneNumber).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.phoneNumber).length).toBeGreaterThan(0);
  });

  it("creates the demo admin and the demo member with the demo password", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [row] = await handle.db.select().from(users).where(eq(users.email, account.email));
      expect(row, account.email).toBeDefined();
      expect(row?.role).toBe(account.role);
      expect(row?.username).toBe(account.username);
      expect(await verifyPassword(row?.passwordHash ?? "", account.password)).toBe(true);
    }
  });

  it("gives every demo account its own password salt, and marks the demo addresses verified", async () => {
    const rows = await handle.db
      .select({ hash: users.passwordHash, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(like(users.email, "%@netwise.demo"));
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    expect(rows.every((row) => row.verifiedAt instanceof Date)).toBe(true);
  });

  it("seeds every service category with features, delivery time, price and image", async () => {
    const rows = await handle.db.select().from(services);
    for (const category of SERVICE_CATEGORIES) {
      expect(rows.filter((row) => row.category === category).length).toBeGreaterThanOrEqual(3);
    }
    expect(rows.every((row) => (SERVICE_CATEGORIES as readonly string[]).includes(row.category))).toBe(true);
    expect(rows.some((row) => row.price === 0)).toBe(true);
    for (const row of rows) {
      expect(row.features.length).toBeGreaterThanOrEqual(4);
      expect(row.features.length).toBeLessThanOrEqual(6);
      expect(row.deliveryTime).toBeTruthy();
      expect(row.description).toBeTruthy();
      expect(Number.isInteger(row.price) && row.price >= 0).toBe(true);
      expect(row.imageUrl).toBe(`/images/services/${row.category}.svg`);
    }
  });

  it("seeds at least 12 articles across all news categories", async () => {
    const rows = await handle.db.select().from(articles);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(NEWS_CATEGORIES));
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(rows.some((row) => row.isFeatured)).toBe(true);
    expect(rows.some((row) => row.trending)).toBe(true);
    const sixWeeksAgo = Date.now() - 43 * 24 * 3600 * 1000;
    for (const row of rows) {
      const paragraphs = row.content.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length).toBeLessThanOrEqual(7);
      expect(row.content).not.toMatch(/<[a-z]|[*#]/i);
      expect(row.tags.length).toBeGreaterThanOrEqual(2);
      expect(row.tags.length).toBeLessThanOrEqual(6);
      expect(row.summary && row.author && row.title).toBeTruthy();
      expect(row.heroImage).toBe(`/images/articles/${row.slug}.svg`);
      expect(row.publishedAt?.getTime()).toBeGreaterThan(sixWeeksAgo);
      expect(row.publishedAt?.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it("seeds at least 20 businesses whose rating and review count match their reviews", async () => {
    const rows = await handle.db.select().from(businesses);
    const reviews = await handle.db.select().from(businessReviews);
    const team = await handle.db.select().from(businessEmployees);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    // A business's industry is a sector (the directory's category list), its category a speciality.
    expect(new Set(rows.map((row) => row.industry)).size).toBe(DIRECTORY_CATEGORIES.length);
    expect(new Set(rows.map((row) => row.category)).size).toBe(DIRECTORY_INDUSTRIES.length);
    expect(rows.some((row) => row.isVerified)).toBe(true);
    expect(rows.some((row) => row.isFeatured)).toBe(true);
    for (const row of rows) {
      const own = reviews.filter((review) => review.businessId === row.id);
      expect(own.length, row.slug).toBeGreaterThanOrEqual(1);
      expect(own.length, row.slug).toBeLessThanOrEqual(4);
      expect(row.reviewCount).toBe(own.length);
      const mean = own.reduce((sum, review) => sum + review.rating, 0) / own.length;
      expect(row.rating).toBe(Math.round(mean));
      expect(row.averageRating).toBeCloseTo(Math.round(mean * 10) / 10, 5);
      expect(
        own.every((review) => review.userId !== row.ownerId && review.rating >= 1 && review.rating <= 5),
      ).toBe(true);
      const members = team.filter((employee) => employee.businessId === row.id);
      expect(members.length).toBeGreaterThanOrEqual(1);
      expect(members.length).toBeLessThanOrEqual(3);
      expect(members.some((employee) => employee.userId === row.ownerId)).toBe(true);
      expect((DIRECTORY_CATEGORIES as readonly string[]).includes(row.industry ?? "")).toBe(true);
      expect((DIRECTORY_INDUSTRIES as readonly string[]).includes(row.category)).toBe(true);
      expect((EMPLOYEE_COUNTS as readonly string[]).includes(row.employeeCount ?? "")).toBe(true);
      expect(row.description?.length).toBeGreaterThanOrEqual(10);
      expect(row.services.length).toBeGreaterThanOrEqual(2);
      expect(row.services.length).toBeLessThanOrEqual(6);
      expect(row.shortDescription && row.website && row.email && row.phone && row.city).toBeTruthy();
      expect(row.yearEstablished).toBeGreaterThanOrEqual(1800);
    }
    const [alex] = await handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
    expect(rows.filter((row) => row.ownerId === alex?.id)).toHaveLength(2);
  });

  it("seeds connections, every post type, opportunities and referrals", async () => {
    const connectionRows = await handle.db.select().from(connections);
    expect(new Set(connectionRows.map((row) => row.status))).toEqual(new Set(["accepted", "pending"]));
    expect(connectionRows.every((row) => row.matchScore !== null && row.userId !== row.connectedUserId)).toBe(
      true,
    );
    const postRows = await handle.db.select().from(posts);
    expect(new Set(postRows.map((row) => row.type))).toEqual(
      new Set(["general", "opportunity", "achievement", "insight", "connection"]),
    );
    expect(postRows.every((row) => row.createdAt.getTime() <= Date.now())).toBe(true);
    expect((await handle.db.select().from(opportunities)).length).toBeGreaterThanOrEqual(8);
    expect((await handle.db.select().from(referrals)).length).toBeGreaterThanOrEqual(3);
  });

  it("seeds posts with pictures stored as uploads are, with alt text, and a link preview that needs no network", async () => {
    const rows = await handle.db
      .select()
      .from(postImages)
      .orderBy(asc(postImages.postId), asc(postImages.position));
    const pictureCount = SEED_PICTURE_POSTS.reduce((sum, post) => sum + post.pictures.length, 0);
    expect(rows).toHaveLength(pictureCount);
    expect(new Set(rows.map((row) => row.postId)).size).toBe(
      SEED_PICTURE_POSTS.filter((post) => post.pictures.length > 0).length,
    );
    expect(rows.some((row) => row.position === 1)).toBe(true);
    for (const row of rows) {
      expect(row.alt?.length ?? 0, row.url).toBeGreaterThan(20);
      // Named like an upload, so deleting the post deletes the file.
      const file = uploadedFilePath({ uploadDir }, row.url) as string;
      expect(file, row.url).toBeTruthy();
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: row.width, height: row.height });
      expect(metadata.exif).toBeUndefined();
    }
    expect(new Set(rows.map((row) => row.url)).size).toBe(rows.length);

    // The feed shows them, and the stored preview, as it shows a member's post.
    const feed = await listFeed(handle.db, null, { limit: 50 });
    const withPictures = feed.posts.filter((post) => post.images.length > 0);
    expect(withPictures).toHaveLength(new Set(rows.map((row) => row.postId)).size);
    expect(withPictures[0]?.images[0]).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      width: 960,
      height: 600,
      alt: expect.any(String),
    });
    const withPreview = feed.posts.filter((post) => post.linkPreview !== null);
    expect(withPreview.map((post) => post.linkPreview)).toEqual([
      {
        status: "ready",
        url: "https://www.nist.gov/cyberframework",
        title: "Cybersecurity Framework | NIST",
        description: expect.any(String),
        siteName: "NIST",
        image: null,
      },
    ]);
    // Never fetched, so a member who posts the address gets a real fetch, not this copy.
    const [preview] = await handle.db.select().from(postLinkPreviews);
    expect(preview?.fetchedAt).toBeNull();

    // Their #topics have feeds (trending topics link there).
    const tags = new Set((await handle.db.select().from(postTags)).map((row) => row.tag));
    expect(tags).toEqual(new Set(["growth", "hiring", "design", "cybersecurity"]));
  });

  it("refers only to images that exist under public/ and are small, self-contained SVGs", async () => {
    const referenced = new Set<string>();
    for (const row of await handle.db.select().from(services)) referenced.add(row.imageUrl ?? "");
    for (const row of await handle.db.select().from(articles)) referenced.add(row.heroImage ?? "");
    for (const row of await handle.db.select().from(businesses)) {
      referenced.add(row.logo ?? "");
      referenced.add(row.coverImage ?? "");
    }
    for (const url of referenced) {
      expect(url).toMatch(/^\/images\/.+\.svg$/);
      const file = path.join(publicDir, url);
      expect(fs.existsSync(file), url).toBe(true);
      const content = fs.readFileSync(file, "utf8");
      expect(content.length).toBeLessThan(3072);
      expect(content).not.toMatch(/href=|url\(http|@import/);
    }
  });

  it("has committed the images the generator produces", () => {
    for (const [url, content] of seedImages()) {
      expect(fs.readFileSync(path.join(publicDir, url), "utf8"), url).toBe(content);
    }
  });

  it("adds nothing when run again", async () => {
    const before = await countAll(handle);
    expect(await seedDatabase(handle.db, { demo: true, uploadDir })).toEqual({ seeded: [] });
    expect(await countAll(handle)).toEqual(before);
  });
});

describe("seedDatabase without demo data", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await freshDatabase();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("seeds only the service catalogue and the articles, and the demo later", async () => {
    expect(await seedDatabase(handle.db, { demo: false, uploadDir })).toEqual({
      seeded: ["services", "articles"],
    });
    const counts = await countAll(handle);
    expect(counts.services).toBeGreaterThan(0);
    expect(counts.articles).toBeGreaterThan(0);
    for (const name of Object.keys(TABLES).filter((table) => table !== "services" && table !== "articles")) {
      expect(counts[name], name).toBe(0);
    }
    expect(await seedDatabase(handle.db, { demo: false, uploadDir })).toEqual({ seeded: [] });

    const withDemo = await seedDatabase(handle.db, { demo: true, uploadDir });
    expect(withDemo.seeded).not.toContain("services");
    expect(withDemo.seeded).toContain("members");
    const after = await countAll(handle);
    expect(after.services).toBe(counts.services);
    expect(after.articles).toBe(counts.articles);
  }, 30_000);
});
