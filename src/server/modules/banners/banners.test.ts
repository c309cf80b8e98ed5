import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bannerClicks, banners } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(banners);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const BANNER_KEYS = ["description", "id", "imageUrl", "linkUrl", "title"];

async function insertBanner(overrides: Partial<typeof banners.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(banners)
    .values({
      title: "Grow with Netwise services",
      description: "Websites, SEO and branding from specialists.",
      imageUrl: "/images/banners/services-marketplace.svg",
      linkUrl: "/services",
      isActive: true,
      startDate: new Date(Date.now() - DAY_MS),
      endDate: new Date(Date.now() + DAY_MS),
      targetPages: ["Dashboard"],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("banner not inserted");
  return row;
}

const stored = async (id: number) => {
  const [row] = await ctx.db.select().from(banners).where(eq(banners.id, id));
  return row;
};

async function clientFor(role: "visitor" | "member" | "admin") {
  const client = new TestClient(ctx.app);
  if (role === "visitor") return client;
  const user = await insertUser(ctx.db, { role: role === "admin" ? "admin" : "user" });
  await client.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD });
  return client;
}

describe("GET /api/banners/active", () => {
  it.each(["visitor", "member", "admin"] as const)(
    "answers the running banner of the page to a %s without counting an impression",
    async (role) => {
      const banner = await insertBanner();
      const client = await clientFor(role);
      const response = await client.get("/api/banners/active?page=Dashboard");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(BANNER_KEYS);
      expect(body).toEqual({
        id: banner.id,
        title: banner.title,
        description: banner.description,
        imageUrl: banner.imageUrl,
        linkUrl: banner.linkUrl,
      });
      await client.get("/api/banners/active?page=Dashboard");
      const after = await stored(banner.id);
      expect(after?.impressions).toBe(0);
      expect(after?.clicks).toBe(0);
      expect(after?.updatedAt).toEqual(banner.updatedAt);
    },
  );

  it("answers null, and counts nothing, when no banner runs on the page", async () => {
    const dashboardOnly = await insertBanner({ targetPages: ["Dashboard"] });
    const response = await new TestClient(ctx.app).get("/api/banners/active?page=News");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("null");
    expect((await stored(dashboardOnly.id))?.impressions).toBe(0);
  });

  it("skips inactive, not yet started and ended banners", async () => {
    await insertBanner({ isActive: false, title: "Inactive" });
    await insertBanner({ startDate: new Date(Date.now() + DAY_MS), title: "Future" });
    await insertBanner({ endDate: new Date(Date.now() - 1000), title: "Ended" });
    const client = new TestClient(ctx.app);
    expect((await client.get("/api/banners/active?page=Dashboard")).body).toBe("null");

    const open = await insertBanner({ startDate: null, endDate: null, title: "Open-ended" });
    expect((await client.get("/api/banners/active?page=Dashboard")).json().id).toBe(open.id);
  });

  it("chooses the newest banner targeted at the page, whatever its start date", async () => {
    await insertBanner({ startDate: new Date(Date.now() - DAY_MS), targetPages: ["Feed", "Profile"] });
    const newest = await insertBanner({
      startDate: new Date(Date.now() - 3 * DAY_MS),
      targetPages: ["Profile"],
    });
    await insertBanner({ startDate: new Date(Date.now() - 1000), targetPages: ["Dashboard"] });
    const response = await new TestClient(ctx.app).get("/api/banners/active?page=Profile");
    expect(response.json().id).toBe(newest.id);
  });

  it.each([
    ["a missing page", ""],
    ["an unknown page", "?page=Admin"],
    ["a page in the wrong case", "?page=dashboard"],
    ["an unknown parameter only", "?where=Dashboard"],
  ])("refuses %s with 400 naming the parameter", async (_, query) => {
    await insertBanner();
    const response = await new TestClient(ctx.app).get(`/api/banners/active${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("page");
  });
});

describe("POST /api/banners/{id}/impression", () => {
  it.each(["visitor", "member", "admin"] as const)("counts a %s's display with 204", async (role) => {
    const banner = await insertBanner();
    const client = await clientFor(role);
    const response = await client.post(`/api/banners/${banner.id}/impression`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const after = await stored(banner.id);
    expect(after?.impressions).toBe(1);
    expect(after?.clicks).toBe(0);
    expect(after?.updatedAt).toEqual(banner.updatedAt);
    expect((await client.post(`/api/banners/${banner.id}/impression`)).statusCode).toBe(204);
    expect((await stored(banner.id))?.impressions).toBe(1); // once per client a day (L5)
  });

  it("counts 100 clicks from one visitor (address and browser) once a day; another client counts again", async () => {
    const banner = await insertBanner();
    const url = `/api/banners/${banner.id}/click`;
    const visitor = new TestClient(ctx.app, { ip: "198.51.100.7" });
    const browser = { headers: { "user-agent": "Mozilla/5.0 Test" } };
    for (let click = 0; click < 100; click++) {
      expect((await visitor.post(url, undefined, browser)).statusCode).toBe(204);
    }
    expect((await stored(banner.id))?.clicks).toBe(1);
    await visitor.post(url, undefined, { headers: { "user-agent": "Another browser" } });
    await new TestClient(ctx.app, { ip: "198.51.100.8" }).post(url, undefined, browser);
    const after = await stored(banner.id);
    expect(after?.clicks).toBe(3);
    expect(after?.updatedAt).toEqual(banner.updatedAt);
  });

  it("counts a member once a day from any address or browser, and again the next day", async () => {
    const banner = await insertBanner();
    const url = `/api/banners/${banner.id}/click`;
    const member = await signedInMember(ctx);
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      await member.client.post(url, undefined, { ip, headers: { "user-agent": ip } });
    }
    expect((await stored(banner.id))?.clicks).toBe(1);
    await ctx.db
      .update(bannerClicks)
      .set({ clickedOn: sql`current_date - 1` })
      .where(eq(bannerClicks.bannerId, banner.id));
    await member.client.post(url);
    expect((await stored(banner.id))?.clicks).toBe(2);
    expect(await ctx.db.select().from(bannerClicks).where(eq(bannerClicks.bannerId, banner.id))).toHaveLength(
      2,
    );
  });

  it("answers 404 for an unknown, inactive or ended banner and counts nothing", async () => {
    const inactive = await insertBanner({ isActive: false });
    const ended = await insertBanner({ endDate: new Date(Date.now() - 1000) });
    const client = new TestClient(ctx.app);
    for (const id of [inactive.id, ended.id, 999_999]) {
      const response = await client.post(`/api/banners/${id}/impression`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Banner not found." });
    }
    expect((await stored(inactive.id))?.impressions).toBe(0);
  });

  it.each(["abc", "0", "1.5"])("refuses the id %s with 400", async (id) => {
    const response = await new TestClient(ctx.app).post(`/api/banners/${id}/impression`);
    expect(response.statusCode).toBe(400);
  });

  it("refuses a cross-site impression", async () => {
    const banner = await insertBanner();
    const response = await new TestClient(ctx.app).post(`/api/banners/${banner.id}/impression`, undefined, {
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await stored(banner.id))?.impressions).toBe(0);
  });
});

describe("POST /api/banners/{id}/click", () => {
  it.each(["visitor", "member", "admin"] as const)("counts a %s's click with 204", async (role) => {
    const banner = await insertBanner();
    const client = await clientFor(role);
    const response = await client.post(`/api/banners/${banner.id}/click`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await stored(banner.id))?.clicks).toBe(1);
  });

  it("counts 100 clicks from one visitor (address and browser) once a day; another client counts again", async () => {
    const banner = await insertBanner();
    const url = `/api/banners/${banner.id}/click`;
    const visitor = new TestClient(ctx.app, { ip: "198.51.100.7" });
    const browser = { headers: { "user-agent": "Mozilla/5.0 Test" } };
    for (let click = 0; click < 100; click++) {
      expect((await visitor.post(url, undefined, browser)).statusCode).toBe(204);
    }
    expect((await stored(banner.id))?.clicks).toBe(1);
    await visitor.post(url, undefined, { headers: { "user-agent": "Another browser" } });
    await new TestClient(ctx.app, { ip: "198.51.100.8" }).post(url, undefined, browser);
    const after = await stored(banner.id);
    expect(after?.clicks).toBe(3);
    expect(after?.updatedAt).toEqual(banner.updatedAt);
  });

  it("counts a member once a day from any address or browser, and again the next day", async () => {
    const banner = await insertBanner();
    const url = `/api/banners/${banner.id}/click`;
    const member = await signedInMember(ctx);
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      await member.client.post(url, undefined, { ip, headers: { "user-agent": ip } });
    }
    expect((await stored(banner.id))?.clicks).toBe(1);
    await ctx.db
      .update(bannerClicks)
      .set({ clickedOn: sql`current_date - 1` })
      .where(eq(bannerClicks.bannerId, banner.id));
    await member.client.post(url);
    expect((await stored(banner.id))?.clicks).toBe(2);
    expect(await ctx.db.select().from(bannerClicks).where(eq(bannerClicks.bannerId, banner.id))).toHaveLength(
      2,
    );
  });

  it("answers 404 for an unknown, inactive or ended banner and counts nothing", async () => {
    const inactive = await insertBanner({ isActive: false });
    const ended = await insertBanner({ endDate: new Date(Date.now() - 1000) });
    const client = new TestClient(ctx.app);
    for (const id of [inactive.id, ended.id, 999_999]) {
      const response = await client.post(`/api/banners/${id}/click`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Banner not found." });
    }
    expect((await stored(inactive.id))?.clicks).toBe(0);
    expect((await stored(ended.id))?.clicks).toBe(0);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("refuses the id %s with 400", async (id) => {
    const response = await new TestClient(ctx.app).post(`/api/banners/${id}/click`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("id");
  });

  it("refuses a cross-site click or one without an Origin, and counts nothing", async () => {
    const banner = await insertBanner();
    const client = new TestClient(ctx.app);
    const forged = await client.post(`/api/banners/${banner.id}/click`, undefined, {
      headers: { origin: "https://evil.example" },
    });
    expect(forged.statusCode).toBe(403);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/banners/${banner.id}/click`,
      headers: { host: "netwise.test" },
    });
    expect(response.statusCode).toBe(403);
    expect((await stored(banner.id))?.clicks).toBe(0);
  });
});
