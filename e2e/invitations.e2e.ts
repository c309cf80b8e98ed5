import {
  authDialog,
  expect,
  expectNoA11yViolations,
  markTourCompleted,
  registerMember,
  signUpInSteps,
  test,
  uniqueEmail,
  uniqueWord,
  waitForHydration,
} from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

test.describe("Invite people (issue 32 point 6)", () => {
  test.slow();

  test("a member invites an address; the invitee joins through the e-mailed link and is connected", async ({
    page,
    browser,
    baseURL,
  }) => {
    const word = uniqueWord("Wren");
    await registerMember(page.request, baseURL, "Ines", word);
    await markTourCompleted(page);
    const invitee = uniqueEmail("invitee");

    await page.goto("/network");
    await waitForHydration(page);
    const card = page.getByTestId("network-invite");
    await expect(card.getByRole("heading", { name: "Invite people" })).toBeVisible();
    await card.getByLabel("E-mail addresses").fill(`${invitee}, not-an-address`);
    await card.getByRole("button", { name: "Send invitations" }).click();
    const result = card.getByTestId("invite-result");
    await expect(result).toContainText("1 invitation sent by e-mail.");
    await expect(result).toContainText("not-an-address");
    const sent = card.getByTestId("invitation").filter({ hasText: invitee });
    await expect(sent).toContainText("Pending");
    await expectNoA11yViolations(page);

    const mail = await waitForMail(invitee, new RegExp(`Ines ${word} invited you`));
    const link = linkIn(mail, "/");
    expect(new URL(link).searchParams.get("invitation")).toBeTruthy();

    // The invitee opens the link in a browser of their own: sign-up opens, with the invitation kept.
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto(link);
    await waitForHydration(other);
    const dialog = authDialog(other);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("register-invited")).toBeVisible();
    await signUpInSteps(other, { email: invitee, firstName: "Nia", lastName: word });
    await expect(other).toHaveURL(/\/network$/);
    const skip = other.getByRole("button", { name: "Skip for Now" });
    if (await skip.isVisible().catch(() => false)) await skip.click();
    await expect(
      other
        .getByTestId("network-connections")
        .getByTestId("network-connection")
        .filter({ hasText: `Ines ${word}` }),
    ).toBeVisible();
    await context.close();

    // The inviter sees the invitation joined.
    await page.reload();
    await expect(
      page.getByTestId("network-invite").getByTestId("invitation").filter({ hasText: invitee }),
    ).toContainText("Joined");
  });
});
