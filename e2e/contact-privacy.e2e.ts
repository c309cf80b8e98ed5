import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, markTourCompleted, test, uniqueEmail } from "./fixtures";

const PASSWORD = "privacy-e2e-passphrase";
type Member = { id: number; username: string };

/** Registers a member through the API in `page`'s context (so it is signed in). */
async function register(page: Page, baseURL: string | undefined, firstName: string, extra = {}) {
  const response = await page.request.post("/api/auth/register", {
    data: { email: uniqueEmail("privacy"), password: PASSWORD, firstName, lastName: "Privacy", ...extra },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Member & { email: string };
}

test("Settings → Contact details: switches decide what a connection sees on the profile", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two members, a connection and several page loads: three times the default time.
  test.slow();
  const owner = await register(page, baseURL, "Olive", { phoneNumber: "+1 555 0100" });
  await markTourCompleted(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await register(other, baseURL, "Connie");
  const headers = { origin: baseURL ?? "" };
  const request = await other.request.post("/api/connections/request", {
    data: { toUserId: owner.id },
    headers,
  });
  expect(request.status()).toBe(201);
  const { id } = (await request.json()) as { id: number };
  expect(
    (await page.request.patch(`/api/connections/${id}`, { data: { status: "accepted" }, headers })).ok(),
  ).toBe(true);

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Contact details" });
  const email = section.getByRole("switch", { name: "Show my e-mail address to my connections" });
  const phone = section.getByRole("switch", { name: "Show my phone number to my connections" });
  await expect(email).toBeChecked();
  await expect(phone).not.toBeChecked();
  await expect(phone).toHaveAccessibleDescription(/Off unless you turn it on/);
  await expectNoA11yViolations(page);

  const getInTouch = other.getByRole("region", { name: "Get In Touch" });
  await other.goto(`/profile/${owner.username}`);
  await expect(getInTouch.getByRole("link", { name: owner.email })).toBeVisible();
  await expect(getInTouch.getByRole("link", { name: /^Call / })).toHaveCount(0);

  await phone.click();
  await expect(phone).toBeChecked();
  await expect(page.getByTestId("toast")).toContainText("Privacy saved");
  await email.click();
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(phone).toBeChecked();
  await expect(email).not.toBeChecked();

  await other.reload();
  await expect(getInTouch.getByRole("link", { name: "Call +1 555 0100" })).toBeVisible();
  await expect(getInTouch.getByRole("link", { name: owner.email })).toHaveCount(0);
  await otherContext.close();
});
