import { authDialog, DEMO_ADMIN, expect, openSignIn, test, uniqueEmail } from "./fixtures";

test("an account an admin made chooses its own password at first sign-in, then reaches the dashboard", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  const headers = { origin: baseURL ?? "" };
  expect((await admin.request.post("/api/auth/login", { data: DEMO_ADMIN, headers })).ok()).toBe(true);
  const email = uniqueEmail("temp");
  const created = await admin.request.post("/api/admin/users", {
    data: { firstName: "Tamsin", lastName: "Temp", email },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  await admin.close();

  await page.goto("/");
  await openSignIn(page);
  const dialog = authDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(temporaryPassword);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Choose your own password" })).toBeVisible();
  await page.getByLabel("Temporary password").fill(temporaryPassword);
  await page.getByLabel("New password", { exact: true }).fill("tamsins-own-passphrase");
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose your own password" })).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get("/api/feed")).status()).toBe(200);
});
