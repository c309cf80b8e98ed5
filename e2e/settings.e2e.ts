import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import {
  authDialog,
  expect,
  expectNoA11yViolations,
  mainNav,
  markTourCompleted,
  openSignIn,
  test,
  uniqueEmail,
} from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

const PASSWORD = "settings-e2e-passphrase";

type Member = { id: number; email: string; username: string; firstName: string; lastName: string };

/** Registers a new member through the API in `page`'s context (so it is signed in) without the welcome tour. */
async function registerMember(page: Page, baseURL: string | undefined, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail("settings");
  const response = await page.request.post("/api/auth/register", {
    data: { email, password: PASSWORD, firstName: "Sam", lastName: "Settings", ...extra },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(201);
  const member = (await response.json()) as Member;
  await markTourCompleted(page);
  return member;
}

async function signInContext(browser: Browser, baseURL: string | undefined, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", {
    data: { email, password },
    headers: { origin: baseURL ?? "" },
  });
  expect(login.ok()).toBe(true);
  return { context, page };
}

test.describe("Settings", () => {
  test("the page is reached from the user menu and passes the axe scan", async ({ page, baseURL }) => {
    await registerMember(page, baseURL);
    await page.goto("/dashboard");
    await page.getByTestId("user-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    for (const name of ["Profile photo", "Password", "Sessions", "Notifications", "Privacy", "Your data"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Signed-in sessions" })).toContainText("This browser");
    await expectNoA11yViolations(page);
  });

  test("changing the password signs the other browser out", async ({ page, browser, baseURL }) => {
    const member = await registerMember(page, baseURL);
    const other = await signInContext(browser, baseURL, member.email, PASSWORD);
    await page.goto("/settings");
    await expect(page.getByRole("list", { name: "Signed-in sessions" }).getByRole("listitem")).toHaveCount(2);

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password").fill("a-completely-new-passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Signed-in sessions" }).getByRole("listitem")).toHaveCount(1);

    expect((await other.page.request.get("/api/auth/me")).status()).toBe(401);
    await other.page.goto("/settings");
    await expect(other.page).not.toHaveURL(/\/settings$/);
    await other.context.close();
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  });

  test("a forgotten password is reset from the e-mailed link", async ({ browser, page, baseURL }) => {
    const member = await registerMember(page, baseURL);
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto("/");
    await openSignIn(tab);
    await authDialog(tab).getByRole("button", { name: "Forgot password?" }).click();
    await authDialog(tab).getByLabel("Email").fill(member.email);
    await authDialog(tab).getByRole("button", { name: "Send reset link" }).click();
    await expect(authDialog(tab).getByRole("status")).toContainText("We have e-mailed you a link");

    const mail = await waitForMail(member.email, /Reset your Netwise password/);
    await tab.goto(linkIn(mail, "/reset-password"));
    await expect(tab.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await expectNoA11yViolations(tab);
    await tab.getByLabel("New password", { exact: true }).fill("reset-by-email-passphrase");
    await tab.getByLabel("Repeat the new password").fill("reset-by-email-passphrase");
    await tab.getByRole("button", { name: "Set new password" }).click();
    await expect(tab.getByText("Your password has been changed.")).toBeVisible();
    // The member's other session (page) ended too.
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);

    await tab.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await authDialog(tab).getByLabel("Email").fill(member.email);
    await authDialog(tab).getByLabel("Password").fill("reset-by-email-passphrase");
    await authDialog(tab).getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(tab).toHaveURL(/\/dashboard$/);
    await visitor.close();
  });

  test("an uploaded photo shows on the profile and in the navigation", async ({ page, baseURL }) => {
    const member = await registerMember(page, baseURL);
    await page.goto("/settings");
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 110, b: 190 } },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId("profile-photo-input")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
    const dialog = page.getByRole("dialog", { name: "Crop your photo" });
    await expect(dialog.getByRole("img", { name: "Preview of your cropped photo" })).toBeVisible();
    await dialog.getByLabel("Zoom").fill("1.5");
    await dialog.getByRole("button", { name: "Save photo" }).click();
    await expect(page.getByTestId("toast").getByText("Profile photo updated")).toBeVisible();

    const navPhoto = page.getByTestId("user-menu-trigger").locator("img");
    await expect(navPhoto).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
    const src = (await navPhoto.getAttribute("src")) as string;
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");

    await page.goto(`/profile/${member.username}`);
    await expect(page.locator(`main img[src="${src}"]`).first()).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  });

  test("Download my data gives a JSON file of the member's account", async ({ page, baseURL }) => {
    const member = await registerMember(page, baseURL);
    await page.goto("/settings");
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^netwise-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    expect(data.profile).toMatchObject({ id: member.id, email: member.email });
    expect(data.profile.passwordHash).toBeUndefined();
  });

  test("a blocked member vanishes from recommendations and is listed in Privacy", async ({
    page,
    baseURL,
  }) => {
    await registerMember(page, baseURL, {
      lookingFor: "Marketing strategy and brand growth",
      jobTitle: "Founder",
      industry: "Technology",
      location: "San Francisco, CA",
      skills: ["Marketing", "Sales"],
    });
    const recommendations = async () =>
      (await (await page.request.get("/api/dashboard/recommendations")).json()) as {
        id: number;
        name: string;
        username: string;
      }[];
    const [first] = await recommendations();
    if (!first) throw new Error("the new member has no recommendations to block");
    await page.goto("/dashboard");
    await expect(page.getByText(first.name).first()).toBeVisible();

    await page.goto(`/profile/${first.username}`);
    await page.getByRole("button", { name: `More actions for ${first.name}` }).click();
    await page.getByRole("menuitem", { name: `Block ${first.name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Block ${first.name}?` });
    await confirm.getByRole("button", { name: "Block", exact: true }).click();
    await expect(page.getByRole("button", { name: `Unblock ${first.name}` })).toBeVisible();

    expect((await recommendations()).map((r) => r.id)).not.toContain(first.id);
    await page.goto("/dashboard");
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("link", { name: first.name })).toHaveCount(0);

    await page.goto("/settings#privacy");
    const blocked = page.getByRole("list", { name: "Blocked members" });
    await expect(blocked).toContainText(first.name);
    await blocked.getByRole("button", { name: `Unblock ${first.name}` }).click();
    await expect(page.getByText("You have not blocked anyone.")).toBeVisible();
  });

  test("deleting the account signs out and the account is gone", async ({ page, baseURL }) => {
    const member = await registerMember(page, baseURL);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expectNoA11yViolations(page);
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByLabel("Password").fill(PASSWORD);
    await confirm.click();
    await expect(page).toHaveURL(/\/\?account=deleted$/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    expect((await page.request.get(`/api/profile/${member.username}`)).status()).toBe(404);
    const login = await page.request.post("/api/auth/login", {
      data: { email: member.email, password: PASSWORD },
      headers: { origin: baseURL ?? "" },
    });
    expect(login.status()).toBe(401);
  });
});
