import type { Page } from "@playwright/test";
import { DEMO_MEMBER, expect, expectNoA11yViolations, test } from "./fixtures";

const uniqueWord = () => `quen${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function openBusinessesTab(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Businesses", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Business Management" })).toBeVisible();
}

test.describe("admin Business Management", () => {
  // A whole journey through both dialogs: three times the default time.
  test.slow();

  test("an admin creates, edits, verifies, suspends, deactivates and deletes a business", async ({
    adminPage: page,
    playwright,
    baseURL,
  }) => {
    const word = uniqueWord();
    const name = `Juniper ${word} Partners`;
    await openBusinessesTab(page);
    await expect(page.getByRole("heading", { name: /^Businesses \(\d+\)$/ })).toBeVisible();
    await expect(page.getByTestId("admin-business-row").first()).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Business" });
    await expect(dialog.getByText("Status Settings")).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Active Status" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Verified Status" })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Featured Status" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expect(dialog.getByText("Business name is required")).toBeVisible();
    await expect(dialog.getByText("Industry is required")).toBeVisible();
    await expect(dialog.getByText("Category is required")).toBeVisible();
    await expect(dialog.getByText("Description must be at least 10 characters")).toBeVisible();
    await expectNoA11yViolations(page);

    await dialog.getByLabel("Business Name *").fill(name);
    await choose(page, dialog, "Industry *", "Consulting");
    await choose(page, dialog, "Category *", "Consulting");
    await choose(page, dialog, "Employee Count", "1-10 employees");
    await dialog.getByLabel("Full Description *").fill("Strategy consulting for regional retailers.");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel("Email").fill("team@juniper.example");
    await dialog.getByLabel("Find a member").fill("alex");
    await choose(page, dialog, "Owner", "Alex Morgan (@alex-morgan)");
    await dialog.getByRole("switch", { name: "Featured Status" }).click();
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByTestId("toast").getByText("Business has been successfully created."),
    ).toBeVisible();

    await page.getByLabel("Search businesses").fill(word);
    const row = page.getByTestId("admin-business-row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(page.getByRole("heading", { name: "Businesses (1)" })).toBeVisible();
    await expect(row).toContainText("Consulting • Consulting");
    await expect(row).toContainText("1-10 employees • 0 (0 reviews)");
    await expect(row).toContainText("Owner: Alex Morgan");
    await expect(row.getByText("Featured")).toBeVisible();

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Business" });
    await expect(edit.getByLabel("Business Name *")).toHaveValue(name);
    await edit.getByLabel("Business Name *").fill(`${name} Group`);
    await edit.getByLabel("City").fill("Chicago");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(
      page.getByTestId("toast").getByText("Business information has been successfully updated."),
    ).toBeVisible();
    const renamed = page.getByTestId("admin-business-row").filter({ hasText: `${name} Group` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole("button", { name: `Verify ${name} Group` }).click();
    await expect(renamed.getByText("Verified")).toBeVisible();

    // The owner changes the website: the badge goes and the admin is told in the list.
    const owner = await playwright.request.newContext({ baseURL });
    const login = await owner.post("/api/auth/login", {
      data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      headers: { origin: baseURL ?? "" },
    });
    expect(login.ok()).toBe(true);
    const own = (await (await owner.get("/api/user/businesses")).json()) as { id: number; name: string }[];
    const businessId = own.find((business) => business.name === `${name} Group`)?.id;
    const edited = await owner.patch(`/api/businesses/${businessId}`, {
      data: { website: "https://elsewhere.example" },
      headers: { origin: baseURL ?? "" },
    });
    expect(edited.ok()).toBe(true);
    await owner.dispose();
    await page.reload();
    await page.getByRole("tab", { name: "Businesses", exact: true }).click();
    await page.getByLabel("Search businesses").fill(word);
    await expect(renamed.getByText(/^Verification cleared after edit/)).toBeVisible();
    await expect(renamed.getByText("Verified", { exact: true })).toBeHidden();
    await choose(
      page,
      page.getByRole("region", { name: "Business Management" }),
      "Show",
      "Verification cleared after edit",
    );
    await expect(page.getByRole("heading", { name: "Businesses (1)" })).toBeVisible();
    await renamed.getByRole("button", { name: `Verify ${name} Group` }).click();
    await expect(page.getByText("No businesses found matching your search.")).toBeVisible();
    await choose(page, page.getByRole("region", { name: "Business Management" }), "Show", "All businesses");
    await expect(renamed.getByText("Verified", { exact: true })).toBeVisible();

    // A suspension the owner cannot lift: suspend, find it under Suspended, lift it.
    await renamed.getByRole("button", { name: `Suspend ${name} Group` }).click();
    await expect(renamed.getByText("Suspended", { exact: true })).toBeVisible();
    await choose(page, page.getByRole("region", { name: "Business Management" }), "Show", "Suspended");
    await expect(renamed).toBeVisible();
    await expectNoA11yViolations(page);
    await renamed.getByRole("button", { name: `Unsuspend ${name} Group` }).click();
    await expect(page.getByText("No businesses found matching your search.")).toBeVisible();
    await choose(page, page.getByRole("region", { name: "Business Management" }), "Show", "All businesses");
    await renamed.getByRole("button", { name: `Deactivate ${name} Group` }).click();
    await expect(renamed.getByText("Inactive")).toBeVisible();
    await renamed.getByRole("button", { name: `Activate ${name} Group` }).click();
    await expect(renamed.getByText("Active", { exact: true })).toBeVisible();

    await renamed.getByRole("button", { name: `Delete ${name} Group` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete business?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(renamed).toBeVisible();
    await renamed.getByRole("button", { name: `Delete ${name} Group` }).click();
    await confirm.getByRole("button", { name: "Delete Business" }).click();
    await expect(page.getByText("No businesses found matching your search.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Businesses (0)" })).toBeVisible();
  });
});
