import type { Page } from "@playwright/test";
import { test as base, DEMO_ADMIN, DEMO_MEMBER, expect, expectNoA11yViolations } from "./fixtures";

/** A page signed in as the demo admin through the API (sign-in through the dialog has its own tests). */
const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page, baseURL }, use) => {
    const login = await page.request.post("/api/auth/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      headers: { origin: baseURL ?? "" },
    });
    expect(login.ok()).toBe(true);
    await use(page);
  },
});

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const TAB_NAMES = [
  "Overview",
  "Users",
  "Posts",
  "Articles",
  "Businesses",
  "Banners",
  "Backup",
  "Settings",
  "Orders",
];

/** Opens a tab; Overview is the default and leaves the URL without ?tab=. */
async function openTab(page: Page, name: string, param: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page).toHaveURL(param ? new RegExp(`/admin\\?tab=${param}$`) : /\/admin$/);
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

test.describe("admin dashboard", () => {
  test("the Overview shows the figures and recent activity; the tab survives a reload", async ({
    adminPage: page,
  }) => {
    test.slow();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Manage users, content, and platform settings")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(TAB_NAMES);

    for (const [key, label, hint] of [
      ["totalUsers", "Members", /^[\d,]+ active in the last 30 days$/],
      ["newMembers", "New members", /^(Same as|[+−][\d,]+ on) the 30 days before \([\d,]+\)$/],
      ["posts", "Posts", /^(Same as|[+−][\d,]+ on) the 30 days before \([\d,]+\)$/],
      ["comments", "Comments", /^(Same as|[+−][\d,]+ on) the 30 days before \([\d,]+\)$/],
    ] as const) {
      const card = page.getByTestId(`admin-stat-${key}`);
      await expect(card.getByText(label)).toBeVisible();
      await expect(card.getByText(hint)).toBeVisible();
    }
    await expect(page.getByTestId("admin-stat-totalUsers").getByTestId("stat-value")).toHaveText(
      /^[1-9][\d,]*$/,
    );
    await expect(
      page.getByRole("region", { name: "Last 30 days, compared with the 30 days before" }),
    ).toBeVisible();
    const activity = page.getByTestId("recent-activity").getByRole("listitem");
    await expect(activity).toHaveCount(5);
    await expect(activity.first()).toContainText("created a new post");
    await expect(activity.first()).toContainText("...");
    await expectNoA11yViolations(page);

    await openTab(page, "Posts", "posts");
    await page.reload();
    await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Content Moderation" })).toBeVisible();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("Users: search, add a user with a one-time password, edit and deactivate them", async ({
    adminPage: page,
  }) => {
    test.slow();
    await page.goto("/admin?tab=users");
    const search = page.getByRole("searchbox", { name: "Search users" });
    await expect(search).toHaveAttribute("placeholder", "Search users...");
    await search.fill("alex.morgan@netwise");
    const rows = page.getByTestId("admin-user-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Alex Morgan");
    await expect(rows.first()).toContainText("@alex-morgan");
    // E-mail, role, joined, last active and verified columns; the switch has a visible label.
    await expect(page.getByTestId("admin-users-table").getByRole("columnheader")).toHaveText([
      "User",
      "E-mail",
      "Role",
      "Company",
      "Connections",
      "Joined",
      "Last active",
      "Verified",
      "Status",
      "Actions",
    ]);
    const alexCells = rows.first().getByRole("cell");
    await expect(alexCells.nth(1)).toHaveText("alex.morgan@netwise.demo");
    await expect(alexCells.nth(2)).toHaveText("Member");
    await expect(alexCells.nth(5)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(alexCells.nth(6)).toHaveText(/^(Just now|\d+[hdw] ago|Never)$/);
    await expect(alexCells.nth(7)).toHaveText(/^(Verified|Not verified)$/);
    await expect(rows.first().getByRole("switch", { name: "Active: Alex Morgan" })).toBeChecked();
    await expect(rows.first().getByText("Active", { exact: true }).last()).toBeVisible();
    await expectNoA11yViolations(page);

    const lastName = unique("Tester").replace(/\s+/g, "");
    const email = `${lastName.toLowerCase()}@example.com`;
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await dialog.getByLabel("First Name").fill("Casey");
    await dialog.getByLabel("Last Name").fill(lastName);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Company (optional)").fill("Acme Testing");
    await dialog.getByRole("button", { name: "Create User" }).click();
    const created = page.getByRole("dialog", { name: "User created" });
    await expect(created.getByTestId("temporary-password")).toHaveText(/^[A-Za-z0-9_-]{24}$/);
    const password = (await created.getByTestId("temporary-password").textContent()) ?? "";
    await created.getByRole("button", { name: "Done" }).click();
    await expect(created).toBeHidden();

    await search.fill(lastName);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Acme Testing");
    await rows
      .first()
      .getByRole("button", { name: `Edit Casey ${lastName}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await edit.getByLabel("Job Title").fill("Quality Lead");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(rows.first()).toContainText("Quality Lead");

    const newcomer = await page.context().browser()?.newContext();
    const login = await newcomer?.request.post(`${new URL(page.url()).origin}/api/auth/login`, {
      data: { email, password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(login?.status()).toBe(200);

    await rows
      .first()
      .getByRole("switch", { name: `Active: Casey ${lastName}` })
      .click();
    await expect(rows.first().getByText("Inactive")).toBeVisible();
    const afterDeactivation = await newcomer?.request.get(`${new URL(page.url()).origin}/api/auth/me`);
    expect(afterDeactivation?.status()).toBe(401);
    await newcomer?.close();
  });

  test("Posts: unpublish a post (it leaves the feed), publish it again, delete it", async ({
    adminPage: page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL ?? "";
    const content = unique("Moderation check post");
    const created = await page.request.post("/api/feed", { data: { content }, headers: { origin } });
    expect(created.status()).toBe(201);
    // The feed as a visitor sees it (the author would also see their own unpublished post as pending).
    const visitor = await playwright.request.newContext({ baseURL });
    const inFeed = async () =>
      ((await (await visitor.get("/api/feed?limit=50")).json()).posts as { content: string }[]).some(
        (post) => post.content === content,
      );

    await page.goto("/admin?tab=posts");
    await page.getByRole("searchbox", { name: "Search posts" }).fill(content);
    const card = page.getByTestId("admin-post-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Avery Quinn");
    await expect(card.getByTestId("post-reports")).toHaveText("0 reports");
    const published = card.getByRole("switch", { name: "Published" });
    await expect(published).toBeChecked();
    await expectNoA11yViolations(page);

    await published.click();
    await expect(published).not.toBeChecked();
    expect(await inFeed()).toBe(false);
    await published.click();
    await expect(published).toBeChecked();
    expect(await inFeed()).toBe(true);

    await card.getByRole("button", { name: "Delete post" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete Post" }).click();
    await expect(card).toHaveCount(0);
    expect(await inFeed()).toBe(false);
    await visitor.dispose();

    await openTab(page, "Overview", "");
    const log = page.getByTestId("audit-log");
    await expect(log.getByRole("listitem").first()).toContainText(/^Avery Quinn deleted post #\d+/);
    await expect(log).toContainText("Avery Quinn unpublished post #");
  });

  test("Articles: create in the editor, toggle, edit, and see the news sources", async ({
    adminPage: page,
  }) => {
    test.slow();
    await page.goto("/admin?tab=articles");
    await expect(page.getByRole("heading", { name: "News Sources" })).toBeVisible();
    await expect(page.getByTestId("admin-article-card").first()).toBeVisible();
    await expectNoA11yViolations(page);

    const title = unique("Admin editor article");
    await page.getByRole("button", { name: "Create Article" }).click();
    const editor = page.getByRole("dialog", { name: "Create Article" });
    await editor.getByRole("button", { name: "Create Article" }).click();
    await expect(editor.getByText("Title is required")).toBeVisible();
    await editor.getByLabel("Title").fill(title);
    await editor.getByLabel("Summary (optional)").fill("Written in the browser test.");
    await editor.getByLabel("Content").fill("First paragraph.\n\nSecond paragraph of the article.");
    await editor.getByLabel("Tags (optional)").fill("testing, admin");
    await editor.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Leadership" }).click();
    await editor.getByRole("switch", { name: "Featured" }).click();
    await expectNoA11yViolations(page);
    await editor.getByRole("button", { name: "Create Article" }).click();
    await expect(editor).toBeHidden();

    await page.getByRole("searchbox", { name: "Search articles" }).fill(title);
    const card = page.getByTestId("admin-article-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("By Avery Quinn • Leadership");
    await expect(card.getByText("Featured", { exact: true }).first()).toBeVisible();
    await expect(card).toContainText("0 views");
    await expect(card).toContainText("0% engagement");

    const published = card.getByRole("switch", { name: "Published" });
    await published.click();
    await expect(published).not.toBeChecked();
    const news = await page.request.get(`/api/articles?search=${encodeURIComponent(title)}`);
    expect(((await news.json()) as { articles: unknown[] }).articles).toHaveLength(0);
    await published.click();
    await expect(published).toBeChecked();

    await card.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Article" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await expect(edit.getByLabel("Tags (optional)")).toHaveValue("testing, admin");
    await edit.getByLabel("Title").fill(`${title} (edited)`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await page.getByRole("searchbox", { name: "Search articles" }).fill(`${title} (edited)`);
    await expect(page.getByTestId("admin-article-card")).toHaveCount(1);
  });

  test("every tab opens from the tab list and keeps its place in the URL", async ({ adminPage: page }) => {
    test.slow();
    await page.goto("/admin?tab=settings");
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
    for (const name of TAB_NAMES) {
      await openTab(page, name, name === "Overview" ? "" : name.toLowerCase());
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expect(page.getByRole("tabpanel")).not.toBeEmpty();
    }
    await page.getByRole("tab", { name: "Users" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Posts" })).toBeFocused();
  });

  test("all eight tabs fit on a phone without sideways scrolling", async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin?tab=users");
    await expect(page.getByTestId("admin-user-card").first()).toBeVisible();
    for (const tab of await page.getByRole("tab").all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});

test.describe("admin access", () => {
  test("a visitor is sent to / and a member to /dashboard", async ({ page, baseURL }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/\?signin=%2Fadmin$/);
    const login = await page.request.post("/api/auth/login", {
      data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      headers: { origin: baseURL ?? "" },
    });
    expect(login.ok()).toBe(true);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
  });
});
