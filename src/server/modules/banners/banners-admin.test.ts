import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, banners } from "../../db/schema";
import {
  createTestApp,
  type SignedInMember,
  signedInAdminAndMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let admin: SignedInMember;
let member: SignedInMember;

beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  ({ admin, member } = await signedInAdminAndMember(ctx));
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(banners);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN_BANNER_KEYS = [
  "clickRate",
  "clicks",
  "createdAt",
  "description",
  "endDate",
  "id",
  "imageUrl",
  "impressions",
  "isActive",
  "linkUrl",
  "startDate",
  "status",
  "targetPages",
  "title",
  "updatedAt",
];

const OUTSIDE_IMAGE =
  "The site's security policy only shows images uploaded here: upload the picture instead.";

const validBanner = (overrides: Record<string, unknown> = {}) => ({
  title: "Spring campaign",
  description: "Websites and SEO from vetted specialists.",
  imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
  linkUrl: "/services",
  startDate: new Date(Date.now() - DAY_MS).toISOString(),
  endDate: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  targetPages: ["Feed", "Dashboard"],
  isActive: true,
  ...overrides,
});

async function insertBanner(overrides: Partial<typeof banners.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(banners)
    .values({ title: "Stored banner", isActive: true, targetPages: ["Dashboard"], ...overrides })
    .returning();
  if (!row) throw new Error("banner not inserted");
  return row;
}

describe("who may use /api/admin/banners", () => {
  it.each([
    ["GET", "/api/admin/banners", undefined],
    ["GET", "/api/admin/banners/current", undefined],
    ["POST", "/api/admin/banners", validBanner()],
    ["PATCH", "/api/admin/banners/1", { isActive: false }],
  ] as const)("%s %s: 401 for a visitor, 403 for a member", async (method, url, body) => {
    await insertBanner({ id: 1 });
    expect((await new TestClient(ctx.app).request(method, url, body)).statusCode).toBe(401);
    const asMember = await member.client.request(method, url, body);
    expect(asMember.statusCode).toBe(403);
    expect(await ctx.db.select({ id: banners.id, isActive: banners.isActive }).from(banners)).toEqual([
      { id: 1, isActive: true },
    ]);
  });
});

describe("POST /api/admin/banners", () => {
  it("creates a banner, answers it with its counters and records the action", async () => {
    const response = await admin.client.post("/api/admin/banners", validBanner());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(ADMIN_BANNER_KEYS);
    expect(body).toMatchObject({
      title: "Spring campaign",
      linkUrl: "/services",
      targetPages: ["Dashboard", "Feed"],
      isActive: true,
      status: "running",
      impressions: 0,
      clicks: 0,
      clickRate: 0,
    });
    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(body.id)));
    expect(entry).toMatchObject({ adminId: admin.user.id, action: "banner.create", targetType: "banner" });

    // It runs on the pages it targets.
    const shown = await new TestClient(ctx.app).get("/api/banners/active?page=Feed");
    expect(shown.json().id).toBe(body.id);
    expect((await new TestClient(ctx.app).get("/api/banners/active?page=News")).body).toBe("null");
  });

  it("accepts a banner without dates, image or link", async () => {
    const response = await admin.client.post("/api/admin/banners", {
      title: "Open-ended",
      targetPages: ["News"],
      isActive: true,
      imageUrl: "",
      linkUrl: "",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      imageUrl: null,
      linkUrl: null,
      startDate: null,
      endDate: null,
      status: "running",
    });
  });

  it.each([
    ["a missing title", { title: "" }, "Banner Title is required"],
    ["a blank title", { title: "   " }, "Banner Title is required"],
    ["a long title", { title: "x".repeat(121) }, "at most 120"],
    ["a javascript image", { imageUrl: "javascript:alert(1)" }, OUTSIDE_IMAGE],
    ["an outside image", { imageUrl: "https://images.example.com/spring.png" }, OUTSIDE_IMAGE],
    ["an image path outside the uploads", { imageUrl: "/uploads/../secret.webp" }, OUTSIDE_IMAGE],
    ["a protocol-relative link", { linkUrl: "//evil.example" }, "Target URL must start with"],
    ["no display page", { targetPages: [] }, "Choose at least one display page"],
    ["an unknown display page", { targetPages: ["Admin"] }, "Display pages must be among"],
    [
      "an end before the start",
      { endDate: new Date(Date.now() - 2 * DAY_MS).toISOString() },
      "End Date must be after the Start Date",
    ],
    ["a malformed date", { startDate: "tomorrow" }, "Start Date must be a date"],
    ["an unknown field", { conversions: 5 }, ""],
    ["a NUL in the title", { title: "a\u0000b" }, "NUL"],
  ])("refuses %s with 400", async (_, overrides, message) => {
    const response = await admin.client.post("/api/admin/banners", validBanner(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await ctx.db.select().from(banners)).toEqual([]);
  });
});

describe("PATCH /api/admin/banners/{id}", () => {
  it("edits the fields sent and keeps the others", async () => {
    const banner = await insertBanner({ title: "Old", linkUrl: "/news", targetPages: ["News"] });
    const response = await admin.client.patch(`/api/admin/banners/${banner.id}`, {
      title: "New title",
      targetPages: ["Profile", "News"],
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(ADMIN_BANNER_KEYS);
    expect(response.json()).toMatchObject({
      title: "New title",
      linkUrl: "/news",
      targetPages: ["News", "Profile"],
    });
  });

  it("disables a banner: it stops showing and the action is recorded", async () => {
    const banner = await insertBanner();
    const response = await admin.client.patch(`/api/admin/banners/${banner.id}`, { isActive: false });
    expect(response.json()).toMatchObject({ isActive: false, status: "disabled" });
    expect((await new TestClient(ctx.app).get("/api/banners/active?page=Dashboard")).body).toBe("null");
    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "banner.disable"));
    expect(entry).toMatchObject({ adminId: admin.user.id, targetId: String(banner.id) });
  });

  it("refuses an outside image with 400 and keeps the stored one", async () => {
    const banner = await insertBanner({ imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp" });
    const response = await admin.client.patch(`/api/admin/banners/${banner.id}`, {
      imageUrl: "https://images.example.com/other.png",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(OUTSIDE_IMAGE);
    const [row] = await ctx.db.select({ imageUrl: banners.imageUrl }).from(banners);
    expect(row?.imageUrl).toBe("/uploads/0123456789abcdef0123456789abcdef.webp");
  });

  it("keeps an older banner's outside image readable and editable without changing it", async () => {
    const banner = await insertBanner({ imageUrl: "https://images.example.com/legacy.png" });
    const listed = await admin.client.get("/api/admin/banners");
    expect(listed.json().banners[0].imageUrl).toBe("https://images.example.com/legacy.png");
    const response = await admin.client.patch(`/api/admin/banners/${banner.id}`, { title: "Renamed" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Renamed",
      imageUrl: "https://images.example.com/legacy.png",
    });
  });

  it("refuses an end date before the stored start date", async () => {
    const banner = await insertBanner({ startDate: new Date() });
    const response = await admin.client.patch(`/api/admin/banners/${banner.id}`, {
      endDate: new Date(Date.now() - DAY_MS).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("End Date must be after the Start Date");
  });

  it.each([
    ["an empty body", {}],
    ["an empty title", { title: "" }],
    ["an unknown field", { clicks: 0 }],
  ])("refuses %s with 400", async (_, body) => {
    const banner = await insertBanner();
    expect((await admin.client.patch(`/api/admin/banners/${banner.id}`, body)).statusCode).toBe(400);
  });

  it("answers 404 for a missing banner and 400 for a bad id", async () => {
    expect((await admin.client.patch("/api/admin/banners/999999", { isActive: false })).statusCode).toBe(404);
    expect((await admin.client.patch("/api/admin/banners/abc", { isActive: false })).statusCode).toBe(400);
  });
});

describe("GET /api/admin/banners", () => {
  it("lists current banners and the campaign history with statuses, counters and click rate", async () => {
    const running = await insertBanner({ title: "Running", impressions: 200, clicks: 9 });
    const scheduled = await insertBanner({ title: "Scheduled", startDate: new Date(Date.now() + DAY_MS) });
    const ended = await insertBanner({
      title: "Ended",
      endDate: new Date(Date.now() - DAY_MS),
      impressions: 3,
      clicks: 1,
    });
    const disabled = await insertBanner({ title: "Disabled", isActive: false });

    const current = await admin.client.get("/api/admin/banners");
    expect(current.statusCode).toBe(200);
    expect(current.json().banners.map((banner: { id: number }) => banner.id)).toEqual([
      scheduled.id,
      running.id,
    ]);
    const [first] = current.json().banners;
    expect(Object.keys(first).sort()).toEqual(ADMIN_BANNER_KEYS);
    expect(current.json().banners[1]).toMatchObject({
      status: "running",
      impressions: 200,
      clicks: 9,
      clickRate: 4.5,
    });
    expect(first.status).toBe("scheduled");

    const history = await admin.client.get("/api/admin/banners?view=history");
    expect(
      history.json().banners.map((banner: { id: number; status: string }) => [banner.id, banner.status]),
    ).toEqual([
      [disabled.id, "disabled"],
      [ended.id, "ended"],
    ]);
    expect(history.json().banners[1].clickRate).toBe(33.3);
  });

  it("pages by nextCursor", async () => {
    for (let i = 0; i < 3; i++)
      await insertBanner({ title: `Banner ${i}`, createdAt: new Date(Date.now() - i * 1000) });
    const first = await admin.client.get("/api/admin/banners?limit=2");
    expect(first.json().banners).toHaveLength(2);
    const cursor = first.json().nextCursor;
    expect(typeof cursor).toBe("string");
    const second = await admin.client.get(`/api/admin/banners?limit=2&cursor=${cursor}`);
    expect(second.json().banners.map((banner: { title: string }) => banner.title)).toEqual(["Banner 2"]);
    expect(second.json().nextCursor).toBeNull();
  });

  it.each([
    ["?view=all"],
    ["?limit=0"],
    ["?limit=101"],
    ["?cursor=***"],
    ["?cursor=bm90LWEtY3Vyc29y"],
    ["?page=1"],
  ])("refuses %s with 400", async (query) => {
    expect((await admin.client.get(`/api/admin/banners${query}`)).statusCode).toBe(400);
  });
});

describe("GET /api/admin/banners/current", () => {
  it("answers the newest running banner with its metrics", async () => {
    await insertBanner({ title: "Older", startDate: new Date(Date.now() - 3 * DAY_MS) });
    const newest = await insertBanner({
      title: "Newest",
      startDate: new Date(Date.now() - 4 * DAY_MS),
      impressions: 10,
      clicks: 1,
    });
    await insertBanner({ title: "Future", startDate: new Date(Date.now() + DAY_MS) });
    const response = await admin.client.get("/api/admin/banners/current");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: newest.id,
      status: "running",
      impressions: 10,
      clicks: 1,
      clickRate: 10,
    });
  });

  it("answers null when nothing runs", async () => {
    await insertBanner({ isActive: false });
    const response = await admin.client.get("/api/admin/banners/current");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("null");
  });

  it("counts displays and clicks from the public routes", async () => {
    const banner = await insertBanner();
    const visitor = new TestClient(ctx.app, { ip: "10.7.0.1" });
    await visitor.post(`/api/banners/${banner.id}/impression`);
    await visitor.post(`/api/banners/${banner.id}/impression`); // the same client the same day: not counted
    await new TestClient(ctx.app, { ip: "10.7.0.2" }).post(`/api/banners/${banner.id}/impression`);
    await visitor.post(`/api/banners/${banner.id}/click`);
    const response = await admin.client.get("/api/admin/banners/current");
    expect(response.json()).toMatchObject({ impressions: 2, clicks: 1, clickRate: 50 });
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(banners)).toEqual([{ n: 1 }]);
  });
});
