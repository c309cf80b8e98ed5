import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, test as base, expect, type Page } from "@playwright/test";

/** Demo accounts seeded when SEED_DEMO=true (the test server always seeds them). */
export const DEMO_PASSWORD = "netwise-demo-2026";
export const DEMO_MEMBER = { email: "alex.morgan@netwise.demo", password: DEMO_PASSWORD, firstName: "Alex" };
export const DEMO_ADMIN = { email: "admin@netwise.demo", password: DEMO_PASSWORD };

/** A new, unused e-mail address for registration tests. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The top navigation bar (desktop layout). */
export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

export function authDialog(page: Page) {
  return page.getByRole("dialog");
}

export type SignUp = { email: string; password?: string; firstName: string; lastName: string };

/**
 * Fills the two sign-up steps of the open auth dialog (e-mail and password, Continue; then the name)
 * and presses Create account. The caller checks what happens next.
 */
export async function signUpInSteps(page: Page, account: SignUp): Promise<void> {
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password ?? "a-strong-passphrase");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByLabel("First name")).toBeFocused();
  await dialog.getByLabel("First name").fill(account.firstName);
  await dialog.getByLabel("Last name").fill(account.lastName);
  await dialog.getByRole("button", { name: "Create account" }).click();
}

/** Opens the auth dialog in login mode from the navigation bar, or from the mobile menu on phones. */
export async function openSignIn(page: Page): Promise<void> {
  await waitForHydration(page);
  const menuToggle = page.getByRole("button", { name: "Open menu" });
  const desktopButton = page.getByRole("banner").getByRole("button", { name: "Sign In" });
  await expect(menuToggle.or(desktopButton).first()).toBeVisible();
  if (await menuToggle.isVisible()) {
    await menuToggle.click();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Sign In" }).click();
  } else {
    await desktopButton.click();
  }
  await expect(authDialog(page).getByRole("heading", { name: "Welcome back" })).toBeVisible();
}

/**
 * Records the signed-in member's first-visit tour as completed (the server keeps it per member), so the
 * welcome dialog does not cover the page in tests about something else.
 */
export async function markTourCompleted(page: Page): Promise<void> {
  const response = await page.request.put("/api/account/tour", {
    data: { status: "completed" },
    headers: { origin: String(base.info().project.use.baseURL) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs in through the UI, the way a member does, and waits for the dashboard without the welcome dialog. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/");
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await markTourCompleted(page);
  await page.reload();
  await expect(page.getByRole("dialog")).toBeHidden();
}

/**
 * Signs the demo member in through the API and marks their tour completed, so the dashboard's
 * welcome dialog (covered by e2e/tour.e2e.ts) does not cover the page.
 */
export async function signInWithoutWelcome(page: Page, baseURL: string | undefined) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(login.ok()).toBe(true);
  await markTourCompleted(page);
}

/** Fails on serious or critical axe-core violations (WCAG 2.x A and AA rules). */
export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(serious, `axe found serious accessibility violations on ${page.url()}`).toEqual([]);
}

type Fixtures = {
  /** A page signed in as the demo member (alex.morgan@netwise.demo). */
  memberPage: Page;
  /** A page signed in as the demo admin (admin@netwise.demo). */
  adminPage: Page;
};

/**
 * Waits until React has taken over the page. Prerendered pages (landing, legal, about, 404) paint their
 * buttons before their script runs, and a click before then is lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  memberPage: async ({ page }, use) => {
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await use(page);
  },
});

export { expect };

/** A name word no other run has used: keeps one test's members apart from another's. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`;

export type RegisteredMember = { id: number; username: string };

/** Registers a member through the API on this request context (which is then signed in as them). */
export async function registerMember(
  request: APIRequestContext,
  baseURL: string | undefined,
  firstName: string,
  lastName: string,
  password = "quiet-river-2026",
): Promise<RegisteredMember> {
  const response = await request.post("/api/auth/register", {
    data: { email: uniqueEmail(firstName.toLowerCase()), password, firstName, lastName },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await (await request.get("/api/auth/me")).json()) as RegisteredMember;
}

/** A new member signed in on a page of their own browser context, with the welcome tour done. */
export async function newMemberPage(
  browser: Browser,
  baseURL: string | undefined,
  firstName: string,
  lastName: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const member = await registerMember(page.request, baseURL, firstName, lastName);
  await markTourCompleted(page);
  return { context, page, member };
}
