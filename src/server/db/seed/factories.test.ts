import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../modules/auth/password";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import {
  buildArticle,
  buildBusiness,
  buildUser,
  DEFAULT_TEST_PASSWORD,
  DEFAULT_TEST_PASSWORD_HASH,
  insertArticle,
  insertBusiness,
  insertBusinessEmployee,
  insertBusinessReview,
  insertConnection,
  insertOpportunity,
  insertPost,
  insertReferral,
  insertService,
  insertServiceOrder,
  insertShortUrl,
  insertUser,
  isProfileComplete,
  slugify,
} from "./factories";

describe("builders", () => {
  it("give unique, lowercase e-mails and URL-safe usernames", () => {
    const a = buildUser();
    const b = buildUser();
    expect(a.email).not.toBe(b.email);
    expect(a.username).not.toBe(b.username);
    expect(buildUser({ email: "  Mixed.Case@Example.COM " }).email).toBe("mixed.case@example.com");
    expect(buildUser({ username: "Ana María O'Neil" }).username).toBe("ana-maria-o-neil");
    expect(a.username).toMatch(/^[a-z0-9-]+$/);
  });

  it("mark a profile complete only when the 8 completion fields are filled", () => {
    expect(buildUser().profileCompleted).toBe(false);
    const complete = {
      firstName: "Ana",
      lastName: "Lee",
      jobTitle: "Engineer",
      company: "Acme",
      industry: "technology",
      professionalSummary: "Builds things.",
      skills: ["TypeScript"],
      lookingFor: "Mentors",
    };
    expect(buildUser(complete).profileCompleted).toBe(true);
    expect(isProfileComplete({ ...complete, skills: [] })).toBe(false);
    expect(isProfileComplete({ ...complete, lookingFor: "  " })).toBe(false);
  });

  it("give unique slugs with matching image paths", () => {
    const article = buildArticle();
    expect(buildArticle().slug).not.toBe(article.slug);
    expect(article.heroImage).toBe(`/images/articles/${article.slug}.svg`);
    expect(buildBusiness({ ownerId: 1, name: "Rossi's Café & Bar" }).slug).toMatch(/^rossi-s-cafe-and-bar-/);
    expect(slugify("  Hello, World!  ")).toBe("hello-world");
  });

  it("ship a default password hash that matches the default password", async () => {
    expect(await verifyPassword(DEFAULT_TEST_PASSWORD_HASH, DEFAULT_TEST_PASSWORD)).toBe(true);
  });
});

describe("insert helpers", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("insertUser hashes the given password once per distinct password", async () => {
    const a = await insertUser(handle.db, { password: "another-long-passphrase" });
    const b = await insertUser(handle.db, { password: "another-long-passphrase" });
    expect(a.id).not.toBe(b.id);
    expect(a.passwordHash).toBe(b.passwordHash);
    expect(await verifyPassword(a.passwordHash, "another-long-passphrase")).toBe(true);
    const c = await insertUser(handle.db, { email: "Someone@Example.test" });
    expect(c.email).toBe("someone@example.test");
    expect(await verifyPassword(c.passwordHash, DEFAULT_TEST_PASSWORD)).toBe(true);
  });

  it("insert every kind of row with valid references", async () => {
    const owner = await insertUser(handle.db);
    const other = await insertUser(handle.db);
    const business = await insertBusiness(handle.db, { ownerId: owner.id });
    expect(business.country).toBe("United States");
    const review = await insertBusinessReview(handle.db, {
      businessId: business.id,
      userId: other.id,
      rating: 4,
    });
    expect(review.isApproved).toBe(true);
    await insertBusinessEmployee(handle.db, { businessId: business.id, userId: owner.id, role: "owner" });
    const post = await insertPost(handle.db, { userId: owner.id });
    expect(post.type).toBe("general");
    expect(post.likes).toBe(0);
    const service = await insertService(handle.db, { price: 0 });
    const order = await insertServiceOrder(handle.db, {
      userId: owner.id,
      serviceId: service.id,
      totalAmount: service.price,
    });
    expect(order.status).toBe("pending");
    expect((await insertConnection(handle.db, { userId: owner.id, connectedUserId: other.id })).status).toBe(
      "pending",
    );
    expect((await insertReferral(handle.db, { referrerId: owner.id, targetId: other.id })).targetType).toBe(
      "user",
    );
    expect((await insertOpportunity(handle.db, { postedBy: owner.id })).isActive).toBe(true);
    expect((await insertArticle(handle.db)).isPublished).toBe(true);
    expect((await insertShortUrl(handle.db, { userId: owner.id })).clicks).toBe(0);
  });
});
