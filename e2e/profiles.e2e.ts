import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  authDialog,
  expect,
  expectNoA11yViolations,
  signInWithoutWelcome,
  signUpInSteps,
  test,
  uniqueEmail,
} from "./fixtures";

function toast(page: Page) {
  return page.getByTestId("toast");
}

/** Registers a new member with only the required fields, through the registration dialog. */
async function registerNewMember(page: Page, firstName: string, lastName: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  await expect(authDialog(page)).toBeVisible();
  await signUpInSteps(page, { email: uniqueEmail("profile"), firstName, lastName });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog", { name: "Join Netwise" })).toHaveCount(0);
  // The dashboard greets a new member with the welcome dialog; the tour has its own tests.
  await page.getByRole("button", { name: "Skip for Now" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function openEditProfile(page: Page) {
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("own profile", () => {
  test("a new member completes their profile to 100% through the Edit Profile dialog", async ({ page }) => {
    test.slow(); // A long journey with two accessibility scans.
    await registerNewMember(page, "Robin", "Hale");
    const me = async () => (await page.request.get("/api/auth/me")).json();
    expect((await me()).profileCompleted).toBe(false);

    let dialog = await openEditProfile(page);
    await expect(dialog.getByLabel("First name")).toHaveValue("Robin");
    await dialog.getByLabel("First name").fill("   ");
    await dialog.getByLabel("LinkedIn profile").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Must be a web address starting with http:// or https://")).toBeVisible();
    await expect(dialog.getByLabel("LinkedIn profile")).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolations(page);

    await dialog.getByLabel("First name").fill("Robin");
    await dialog.getByLabel("Job title").fill("Brand Strategist");
    await dialog.getByLabel("Company").fill("Hale & Co");
    await dialog.getByRole("combobox", { name: "Industry" }).click();
    await page.getByRole("option", { name: "Marketing" }).click();
    await dialog.getByLabel("Professional summary").fill("I help young companies find a voice that sells.");
    await dialog.getByLabel("Location").fill("Portland, OR");
    await dialog.getByLabel("Phone number").fill("+1 503 555 0123");
    // Addresses typed as people say them are stored with https:// (issue 28).
    await dialog.getByLabel("LinkedIn profile").fill("linkedin.com/in/robin-hale");
    await dialog.getByLabel("Website / portfolio").fill("robinhale.example");
    await dialog.getByLabel("Skills (comma separated)").fill(" Branding, Copywriting ,, Positioning ");
    await dialog.getByLabel("What I'm looking for").fill("Design partners and SaaS clients");
    await dialog.getByLabel("Services offered").fill("Brand strategy workshops");
    await dialog.getByLabel("Target audience").fill("Seed-stage founders");
    await dialog.getByRole("button", { name: "Save Changes" }).click();

    await expect(toast(page)).toContainText("Profile updated!");
    await expect(dialog).toBeHidden();
    const updated = await me();
    expect(updated).toMatchObject({
      profileCompleted: true,
      jobTitle: "Brand Strategist",
      company: "Hale & Co",
      industry: "marketing",
      skills: ["Branding", "Copywriting", "Positioning"],
      websiteUrl: "https://robinhale.example",
      linkedinUrl: "https://linkedin.com/in/robin-hale",
    });

    dialog = await openEditProfile(page);
    await expect(dialog.getByLabel("Skills (comma separated)")).toHaveValue(
      "Branding, Copywriting, Positioning",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/profile/${updated.username}`);
    await expect(page.getByRole("heading", { level: 1, name: "Robin Hale" })).toBeVisible();
    await expect(page.getByText("Brand Strategist")).toBeVisible();
    await expect(page.getByText("Positioning")).toBeVisible();
    await expect(page.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+15035550123");
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("edit profile from the mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("Edit Profile in the mobile menu opens the dialog on any page", async ({ page, baseURL }) => {
    await signInWithoutWelcome(page, baseURL);
    await page.goto("/profile/priya-raman");
    await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog.getByLabel("First name")).toHaveValue("Alex");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("public profile", () => {
  test("a member views another member's profile, downloads the vCard and shares the link", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithoutWelcome(page, baseURL);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // Desktop Chromium on Linux has no share sheet; make sure the copy fallback is what runs.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto("/profile/marcus-chen");

    await expect(page.getByRole("heading", { level: 1, name: "Marcus Chen" })).toBeVisible();
    await expect(page.getByText("Chief Technology Officer")).toBeVisible();
    await expect(page.getByText("Finance", { exact: true })).toBeVisible();
    const info = page.getByRole("region", { name: "Professional Information" });
    await expect(info.getByText("Looking For")).toBeVisible();
    await expect(info.getByText("Services Offered")).toBeVisible();
    await expect(info.getByText("Skills & Expertise")).toBeVisible();
    await expect(info.getByText("Payments", { exact: true })).toBeVisible();
    // A connection sees the e-mail; the phone stays private unless Marcus shares it (docs/security.md).
    await expect(page.getByRole("link", { name: "marcus.chen@netwise.demo" })).toHaveAttribute(
      "href",
      "mailto:marcus.chen@netwise.demo",
    );
    await expect(page.getByRole("link", { name: /Call/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /Website/ })).toHaveAttribute(
      "href",
      "https://ledgerline.example/",
    );
    const profileNav = page.getByRole("navigation", { name: "Profile" });
    await expect(profileNav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(profileNav.getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/profile/alex-morgan",
    );
    await expectNoA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Save contact (.vcf)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Marcus-Chen.vcf");
    const card = await readFile(await download.path(), "utf8");
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    for (const line of [
      "N:Chen;Marcus;;;",
      "FN:Marcus Chen",
      "ORG:Ledgerline",
      "TITLE:Chief Technology Officer",
      "URL:https://ledgerline.example/",
      "END:VCARD",
    ]) {
      expect(card).toContain(`${line}\r\n`);
    }
    expect(card).toContain("EMAIL;TYPE=INTERNET:marcus.chen@netwise.demo\r\n");
    expect(card).not.toContain("TEL;");
    await expect(toast(page)).toContainText("Contact downloaded");

    await page.getByRole("button", { name: "Share" }).click();
    await expect(toast(page)).toContainText("Profile link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/profile/marcus-chen`);
  });

  test("Connect is the main action toward a member one is not connected to", async ({ page }) => {
    await registerNewMember(page, "Casey", "Connector");
    await page.goto("/profile/marcus-chen");
    await expect(page.getByRole("heading", { level: 1, name: "Marcus Chen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Message Marcus Chen" })).toHaveCount(0);
    await page.getByRole("button", { name: "Connect with Marcus Chen" }).click();
    await page
      .getByRole("dialog", { name: "Connect with Marcus Chen" })
      .getByRole("button", { name: "Send request" })
      .click();
    await expect(toast(page)).toContainText("Request sent");
    const pending = page.getByTestId("connect-pending");
    await expect(pending).toContainText("Pending");
    await page.reload();
    await expect(
      pending.getByRole("button", { name: "Withdraw your connection request to Marcus Chen" }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("Refer on a profile asks for an introduction, and a second referral is refused plainly", async ({
    page,
  }) => {
    await registerNewMember(page, "Riley", "Referrer");
    await page.goto("/profile/marcus-chen");
    const refer = page.getByRole("button", { name: "Refer Marcus Chen", exact: true });
    await refer.click();
    const dialog = page.getByRole("dialog", { name: "Send Referral" });
    await dialog.getByLabel("Personal message (optional)").fill("We both work on cloud migrations.");
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Send Referral" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page).filter({ hasText: "Referral sent!" })).toBeVisible();
    await refer.click();
    await page
      .getByRole("dialog", { name: "Send Referral" })
      .getByRole("button", { name: "Send Referral" })
      .click();
    await expect(toast(page).filter({ hasText: "You have already referred this member." })).toBeVisible();
  });

  test("a member without a phone number has no Call button", async ({ page }) => {
    await page.goto("/profile/priya-raman");
    await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call/ })).toHaveCount(0);
  });

  test("a visitor sees the profile with Join, which opens the registration dialog", async ({ page }) => {
    await page.goto("/profile/priya-raman");
    await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
    const profileNav = page.getByRole("navigation", { name: "Profile" });
    await expect(profileNav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await profileNav.getByRole("button", { name: "Join" }).click();
    await expect(authDialog(page).getByRole("heading", { name: "Join Netwise" })).toBeVisible();
  });

  test("an unknown username shows Profile Not Found", async ({ page }) => {
    await page.goto("/profile/no-such-member-here");
    await expect(page.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();
    await expect(page.getByText("The requested profile could not be found.")).toBeVisible();
    await expect(page.getByText("@no-such-member-here")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a failed load shows Error Loading Profile with the username, and Try Again recovers", async ({
    page,
  }) => {
    await page.route("**/api/profile/priya-raman", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await page.goto("/profile/priya-raman");
    await expect(page.getByRole("heading", { level: 1, name: "Error Loading Profile" })).toBeVisible();
    await expect(page.getByText("There was an error loading this profile. Please try again.")).toBeVisible();
    await expect(page.getByText("@priya-raman")).toBeVisible();
    await expectNoA11yViolations(page);

    await page.unroute("**/api/profile/priya-raman");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
  });
});
