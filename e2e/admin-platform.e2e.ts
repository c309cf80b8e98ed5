import type { Page } from "@playwright/test";
import {
  authDialog,
  DEMO_ADMIN,
  DEMO_MEMBER,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  uniqueEmail,
  waitForHydration,
} from "./fixtures";

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

// Each journey signs in through the UI, sometimes twice, and waits for real backups.
test.describe.configure({ timeout: 60_000 });

async function openAdminTab(page: Page, tab: "banners" | "backup" | "settings") {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** Settings changed through the API (from the admin's page), always put back by the caller. */
async function putSettings(page: Page, baseURL: string | undefined, change: Record<string, unknown>) {
  const response = await page.request.put("/api/admin/settings", {
    data: change,
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok()).toBe(true);
}

test.describe("admin Banners tab", () => {
  test("creates a banner with an uploaded picture that shows on the dashboard, previews it, and the member dismisses it", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminTab(page, "banners");
    await expect(page.getByRole("heading", { name: "Current Active Banner" })).toBeVisible();
    await expectNoA11yViolations(page);

    const title = unique("Autumn services week");
    await page.getByRole("button", { name: "Create New Banner" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Banner" });
    await dialog.getByRole("button", { name: "Create Banner" }).click();
    await expect(dialog.getByText("Banner Title is required")).toBeVisible();
    await dialog.getByLabel("Banner Title").fill(title);
    await dialog.getByLabel("Target URL").fill("/services");
    const preview = dialog.getByRole("region", { name: "Banner preview" });
    await expect(preview.getByText(title, { exact: true })).toBeVisible();
    await expect(preview.locator("img")).toHaveCount(0);
    // Not a picture: refused in the form, under the field.
    const imageInput = dialog.getByTestId("banner-image-input");
    await imageInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(
      dialog.getByRole("alert").filter({ hasText: "Choose a PNG, JPEG or WebP image." }),
    ).toBeVisible();
    // A picture is uploaded at once and the live preview shows it as members will see it.
    await expect(dialog.getByRole("button", { name: "Upload image" })).toBeVisible();
    await imageInput.setInputFiles("public/images/share/profile-card.png");
    await expect(dialog.getByRole("button", { name: "Change image" })).toBeVisible();
    const previewImage = preview.locator("img");
    await previewImage.scrollIntoViewIfNeeded();
    await expect(previewImage).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
    await expect
      .poll(() => previewImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoA11yViolations(page);
    // On a phone the form and its preview fit the screen.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(dialog.getByRole("button", { name: "Change image" })).toBeVisible();
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    if (desktop) await page.setViewportSize(desktop);
    await dialog.getByRole("button", { name: "Create Banner" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("current-banner-card").getByText(title, { exact: true })).toBeVisible();
    const created = (await (await page.request.get("/api/admin/banners/current")).json()) as { id: number };

    try {
      // A member sees it on the dashboard; the display and the click are counted; dismissal sticks.
      const member = await page.context().browser()?.newPage();
      if (!member) throw new Error("no browser");
      await signIn(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
      const banner = member.getByRole("complementary", { name: "Sponsored" });
      await expect(banner.getByText(title, { exact: true })).toBeVisible();
      const memberImage = banner.locator("img");
      await expect(memberImage).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
      await expect
        .poll(() => memberImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect
        .poll(
          async () =>
            ((await (await page.request.get("/api/admin/banners/current")).json()) as { impressions: number })
              .impressions,
        )
        .toBeGreaterThan(0);
      await banner.getByRole("button", { name: "Dismiss banner" }).click();
      await expect(member.getByRole("complementary", { name: "Sponsored" })).toHaveCount(0);
      await member.reload();
      await expect(member.getByRole("button", { name: "Help & Tour" })).toBeVisible();
      await expect(member.getByText(title, { exact: true })).toHaveCount(0);
      await member.close();

      // Edit, then disable: it moves to the campaign history.
      await page.reload();
      const row = page.getByTestId("admin-banner-row").filter({ hasText: title });
      await row.getByRole("button", { name: `Edit ${title}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit Banner" });
      await edit.getByLabel("Banner Title").fill(`${title} edited`);
      await edit.getByRole("button", { name: "Update Banner Settings" }).click();
      await expect(edit).toBeHidden();
      const edited = page.getByTestId("admin-banner-row").filter({ hasText: `${title} edited` });
      await edited.getByRole("button", { name: `Disable ${title} edited` }).click();
      const history = page.getByRole("region", { name: "Campaign History" });
      await expect(history.getByText(`${title} edited`, { exact: true })).toBeVisible();
    } finally {
      await page.request.patch(`/api/admin/banners/${created.id}`, {
        data: { isActive: false },
        headers: { origin: baseURL ?? "" },
      });
    }
  });
});

test.describe("admin Settings tab", () => {
  test("registration off refuses sign-ups and hides Get Started; moderation holds new posts", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminTab(page, "settings");
    const registration = page.getByRole("switch", { name: "User Registration" });
    await expect(registration).toBeChecked();
    await expect(page.getByRole("switch", { name: "Post Moderation" })).not.toBeChecked();
    await expectNoA11yViolations(page);

    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error("no browser");
    try {
      await registration.click();
      await expect(registration).not.toBeChecked();
      await visitor.goto("/");
      await expect(visitor.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
      await expect(visitor.getByRole("button", { name: "Get Started" })).toHaveCount(0);
      const refused = await visitor.request.post("/api/auth/register", {
        data: {
          email: `${Date.now()}@example.test`,
          password: "violet-harbor-42",
          firstName: "A",
          lastName: "B",
        },
        headers: { origin: baseURL ?? "" },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toContain(
        "Registration is currently closed",
      );
    } finally {
      await putSettings(page, baseURL, { registrationOpen: true });
    }
    await visitor.reload();
    await expect(visitor.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
    await visitor.close();

    const content = unique("Waiting for an admin");
    try {
      await page.reload();
      const moderation = page.getByRole("switch", { name: "Post Moderation" });
      await moderation.click();
      await expect(moderation).toBeChecked();
      await page.goto("/feed");
      await page.getByRole("button", { name: /^Share an update/ }).click();
      const composer = page.getByRole("form", { name: "Create a post" });
      await composer.getByLabel("What do you want to share?").fill(content);
      await composer.getByRole("button", { name: "Post", exact: true }).click();
    } finally {
      await putSettings(page, baseURL, { postModeration: false });
    }
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await expect(card.getByText("Pending review", { exact: true })).toBeVisible();
    const stranger = await page.context().browser()?.newPage();
    const anonymousFeed = await stranger?.request.get("/api/feed");
    expect(JSON.stringify(await anonymousFeed?.json())).not.toContain(content);
    await stranger?.close();
  });

  test("the announcement shows site-wide until cleared", async ({ page, baseURL }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminTab(page, "settings");
    const text = unique("Planned maintenance on Sunday");
    try {
      await page.getByRole("textbox", { name: "Platform Announcement" }).fill(text);
      await page.getByRole("button", { name: "Update Announcement" }).click();
      await expect(
        page.getByRole("region", { name: "Platform announcement" }).getByText(text, { exact: true }),
      ).toBeVisible();
      await page.goto("/news");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
      await expect(
        page.getByRole("region", { name: "Platform announcement" }).getByText(text, { exact: true }),
      ).toBeVisible();
      await openAdminTab(page, "settings");
      await page.getByRole("button", { name: "Clear Announcement" }).click();
      await expect(page.getByRole("region", { name: "Platform announcement" })).toHaveCount(0);
    } finally {
      await putSettings(page, baseURL, { announcement: "" });
    }
  });
});

test.describe("admin Backup tab", () => {
  test("creates, lists, downloads and restores a backup", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminTab(page, "backup");
    await expect(page.getByRole("heading", { name: "Available Backups" })).toBeVisible();
    await expect(page.getByText("Safety Tips")).toBeVisible();
    // Uploaded images are in the backup with the database, and the tab says so where the backup is made.
    await expect(page.getByText(/The backup holds the database and every uploaded image/)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Create Full Backup" }).click();
    const table = page.getByTestId("backup-table");
    const backupRow = table
      .getByRole("row")
      .filter({ hasText: /netwise-backup-.*\.ndjson\.gz/ })
      .first();
    await expect(backupRow).toBeVisible();
    await expect(backupRow.getByText("Full Backup")).toBeVisible();
    await expect(backupRow.getByText("Unknown")).toHaveCount(0);
    await expectNoA11yViolations(page);

    const fileName = (await backupRow.getByRole("cell").first().textContent())?.trim() ?? "";
    const download = page.waitForEvent("download");
    await backupRow.getByRole("link", { name: `Download ${fileName}` }).click();
    expect((await download).suggestedFilename()).toBe(fileName);

    await page.getByRole("button", { name: "Export JSON Data" }).click();
    await expect(table.getByRole("row").filter({ hasText: "Data Export" }).first()).toBeVisible();

    await backupRow.getByRole("button", { name: `Restore ${fileName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Restore backup?" });
    await expect(
      confirm.getByText(
        `Are you sure you want to restore from ${fileName}? This will overwrite all current data!`,
      ),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    const restoreRequest = page.waitForRequest((request) =>
      request.url().endsWith("/api/admin/backup/restore"),
    );
    await confirm.getByRole("button", { name: "Restore Backup" }).click();
    await expect(confirm).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText("Backup restored", { exact: true })).toBeVisible();
    // The page followed the restore by the job id it sent; the server recorded it to the end.
    const { jobId } = (await restoreRequest).postDataJSON() as { jobId: string };
    const job = await page.request.get(`/api/admin/backup/jobs/${jobId}`);
    expect(await job.json()).toMatchObject({
      kind: "restore",
      state: "done",
      step: 3,
      steps: 3,
      percent: 100,
      message: "Backup restored.",
    });
    // The admin carries on.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Available Backups" })).toBeVisible();
    await expect(backupRow).toBeVisible();
  });
});

test.describe("the spam check at sign-up (proof of work)", () => {
  test("an admin turns it on; a visitor's browser solves it with the keyboard alone and the account is made", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await openAdminTab(page, "settings");
    const spamCheck = page.getByRole("switch", { name: /Ask new members to pass a spam check/ });
    await expect(spamCheck).not.toBeChecked();
    const visitorContext = await page.context().browser()?.newContext();
    if (!visitorContext) throw new Error("no browser");
    const visitor = await visitorContext.newPage();
    const otherHosts: string[] = [];
    visitor.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) otherHosts.push(request.url());
    });
    try {
      await spamCheck.click();
      await expect(spamCheck).toBeChecked();
      await visitor.goto("/");
      await waitForHydration(visitor);
      await visitor.getByRole("button", { name: "Start Networking Today" }).click();
      const dialog = authDialog(visitor);
      await dialog.getByLabel("Email").fill(uniqueEmail("pow"));
      await dialog.getByLabel("Password").fill("violet-harbor-42");
      await visitor.keyboard.press("Enter");
      await expect(dialog.getByLabel("First name")).toBeFocused();
      await visitor.keyboard.type("Pia");
      await visitor.keyboard.press("Tab");
      await visitor.keyboard.type("Work");
      const check = dialog.getByRole("group", { name: "Spam check" });
      await expect(check).toBeVisible();
      await expect(check.getByText("Verified")).toBeVisible({ timeout: 20_000 });
      await expectNoA11yViolations(visitor);
      await dialog.getByLabel("Last name").press("Enter");
      await expect(visitor.getByTestId("toast").getByText("Account created!")).toBeVisible();
      expect(otherHosts).toEqual([]);
    } finally {
      await putSettings(page, baseURL, { registrationProofOfWork: false });
      await visitorContext.close();
    }
  });
});
