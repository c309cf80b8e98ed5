import { DEMO_MEMBER, expect, mainNav, test } from "./fixtures";

test.describe("navigation", () => {
  test("visitors see the public links and the two auth buttons", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    for (const name of ["News", "Feed", "Services", "Directory"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Directory" })).toHaveAttribute("href", "/businesses");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Join Netwise" })).toBeVisible();
  });

  test("links mark the current page", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(mainNav(page).getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a member sees Dashboard but no Admin link, and the user menu", async ({ memberPage: page }) => {
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

    const trigger = page.getByTestId("user-menu-trigger");
    await expect(trigger).toContainText(`${DEMO_MEMBER.firstName} M.`);
    await trigger.click();
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Settings", exact: true })).toBeVisible();
    await page.getByRole("menuitem", { name: "View Profile" }).click();
    await expect(page).toHaveURL(/\/profile\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alex Morgan" })).toBeVisible();
  });

  test("the theme can be switched from the user menu and is remembered", async ({ memberPage: page }) => {
    const chooseTheme = async (name: "Light" | "Dark" | "System") => {
      await page.getByTestId("user-menu-trigger").click();
      await page.getByRole("menuitem", { name: "Theme", exact: true }).press("ArrowRight");
      const choice = page.getByRole("menuitemradio", { name });
      await choice.focus();
      await choice.press("Enter");
      await expect(page.getByRole("menu")).toHaveCount(0);
    };
    await chooseTheme("Dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);

    await chooseTheme("Light");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("netwise-theme"))).toBe("light");
  });

  test("an admin sees the Admin link and reaches /admin", async ({ adminPage: page }) => {
    const adminLink = mainNav(page).getByRole("link", { name: "Admin" });
    await expect(adminLink).toBeVisible();
    await adminLink.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("folds the navigation into a menu with the same entries", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["News", "Feed", "Services", "Directory"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await menu.getByRole("link", { name: "Feed" }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByTestId("mobile-menu")).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Join Netwise" })).toBeVisible();
  });

  test("no page scrolls sideways", async ({ page }) => {
    for (const path of ["/", "/services", "/legal", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test("a signed-in member finds the account entries in the menu", async ({ memberPage: page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "View Profile" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Start Networking Today" })).toBeVisible();
  });
});
