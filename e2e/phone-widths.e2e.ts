import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_MEMBER, expect, expectNoA11yViolations, signIn, test } from "./fixtures";

/**
 * Issue 28, point 10: no page scrolls sideways on a phone. Walks every page path of
 * src/shared/app-paths.ts (with demo values for its parameters, and each tab kept in `?tab=`) at 375 px,
 * as a visitor, a member and an admin, one browser page per role.
 */
const PHONE = { width: 375, height: 812 };

const ARTICLE_SLUG = "soc-2-readiness-growing-saas";
const BUSINESS_SLUG = "alvarez-web-studio";
const OTHER_MEMBER = "marcus-chen";
const SERVICE_CATEGORIES = [
  "web-design",
  "email-marketing",
  "social-media",
  "seo",
  "branding",
  "advertising",
];
const DASHBOARD_TABS = ["overview", "connections", "opportunities", "messages", "referrals"];
const ADMIN_TABS = [
  "overview",
  "users",
  "posts",
  "articles",
  "businesses",
  "banners",
  "backup",
  "settings",
  "orders",
];

/** The demo values the parameterised paths need: an order of the demo member, another member's id. */
type DemoValues = { orderId: number; otherMemberId: number };

function pagePaths({ orderId, otherMemberId }: DemoValues): string[] {
  return [
    "/",
    ...DASHBOARD_TABS.map((tab) => `/dashboard?tab=${tab}`),
    "/feed",
    "/news",
    `/news/${ARTICLE_SLUG}`,
    "/services",
    ...SERVICE_CATEGORIES.map((category) => `/services/${category}`),
    `/services/orders/${orderId}`,
    "/businesses",
    "/business/create",
    `/business/${BUSINESS_SLUG}`,
    ...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`),
    "/moderation",
    "/notifications",
    "/messages",
    `/messages/${otherMemberId}`,
    `/profile/${DEMO_MEMBER_USERNAME}`,
    `/profile/${OTHER_MEMBER}`,
    "/search?q=design",
    "/topics/hiring",
    "/settings",
    "/reset-password?token=not-a-real-token",
    "/verify-email?token=not-a-real-token",
    "/confirm-email-change?token=not-a-real-token",
    "/undo-email-change?token=not-a-real-token",
    "/legal",
    "/about",
    "/no-such-page",
  ];
}

const DEMO_MEMBER_USERNAME = "alex-morgan";

/** Places one order as the signed-in demo member, so /services/orders/:id has a real order to show. */
async function demoValues(request: APIRequestContext, origin: string): Promise<DemoValues> {
  const services = await request.get("/api/services");
  expect(services.ok()).toBe(true);
  const [service] = (await services.json()) as { id: number }[];
  const order = await request.post("/api/services/orders", {
    data: { serviceId: service?.id, projectName: "Phone widths", projectDescription: "A phone-width check." },
    headers: { origin },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const other = await request.get(`/api/profile/${OTHER_MEMBER}`);
  expect(other.ok()).toBe(true);
  return { orderId: ((await order.json()) as { id: number }).id, otherMemberId: (await other.json()).id };
}

/** How far the page is wider than the screen, in CSS pixels (0 when it does not scroll sideways). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function walk(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    // A signed-in-only page sends a visitor to / with the sign-in dialog, which hides the page's heading.
    const ready = page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog"));
    await expect(ready.first()).toBeVisible({ timeout: 15_000 });
    // Lists and images arrive after the heading; let the page settle before measuring it.
    await page.waitForLoadState("networkidle");
    expect.soft(await sidewaysScroll(page), `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  }
}

test.describe("phone widths (375 px)", () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 240_000 });

  let values: DemoValues;

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    values = await demoValues(page.request, baseURL ?? "");
    await context.close();
  });

  test("no page scrolls sideways for a visitor", async ({ page }) => {
    await walk(page, pagePaths(values));
  });

  test("no page scrolls sideways for a member", async ({ memberPage: page }) => {
    await walk(page, pagePaths(values));
  });

  test("no page scrolls sideways for an admin", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await walk(page, pagePaths(values));
  });
});

test.describe("the feed's first screen on a phone", () => {
  // The smallest phone in common use: 375 × 667 CSS pixels.
  test.use({ viewport: { width: 375, height: 667 } });

  test("holds the first post above the bottom bar, with a one-line composer that opens when chosen", async ({
    memberPage: page,
  }) => {
    // The worst case: a sponsored card runs on the feed (it comes after the first post).
    await page.route("**/api/banners/active?page=Feed", (route) =>
      route.fulfill({
        json: {
          id: 999_999,
          title: "Grow faster with the Netwise services marketplace",
          description: "Websites, SEO, branding and campaigns from vetted specialists.",
          imageUrl: null,
          linkUrl: "/services",
        },
      }),
    );
    await page.goto("/feed");
    const firstPost = page.getByTestId("post-card").first();
    await expect(firstPost).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sponsored" })).toBeVisible();

    const bottomBar = await page.getByTestId("bottom-nav").boundingBox();
    const post = await firstPost.boundingBox();
    const banner = await page.getByRole("complementary", { name: "Sponsored" }).boundingBox();
    expect(bottomBar && post && banner).toBeTruthy();
    if (bottomBar && post && banner) {
      // The post's author line and first lines of text show on the first screen, above the bottom bar.
      expect(post.y + 120).toBeLessThanOrEqual(bottomBar.y);
      expect(banner.y).toBeGreaterThan(post.y);
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The composer is one line until chosen, then the full editor with the keyboard focus in it.
    const composer = page.getByTestId("composer-field");
    expect((await composer.boundingBox())?.height ?? 0).toBeLessThanOrEqual(44);
    await composer.click();
    await expect(page.getByLabel("What do you want to share?")).toBeFocused();
    await expect(page.getByRole("button", { name: "Post", exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
