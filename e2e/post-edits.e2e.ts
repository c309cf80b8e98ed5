import { expect, expectNoA11yViolations, signInWithoutWelcome, test, uniqueWord } from "./fixtures";

test.describe("editing and reposting posts", () => {
  test.slow();

  test("a member edits their post inline, opens its history, and reposts it with their thoughts", async ({
    page,
    baseURL,
  }) => {
    const word = uniqueWord("heron");
    await signInWithoutWelcome(page, baseURL);
    const created = await page.request.post("/api/feed", {
      data: { content: `First draft about ${word}` },
      headers: { origin: baseURL ?? "" },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.goto("/feed");
    const card = page
      .getByTestId("post-card")
      .filter({ hasText: `about ${word}` })
      .first();
    await expect(card).toBeVisible();

    // Edit from the post's menu, with the keyboard.
    await card.getByRole("button", { name: /More actions for the post by/ }).click();
    await page.getByRole("menuitem", { name: "Edit post" }).click();
    const editor = card.getByRole("textbox", { name: "Post text" });
    await expect(editor).toBeFocused();
    await editor.fill(`Final words about ${word}`);
    await editor.press("Control+Enter");
    await expect(page.getByTestId("toast").getByText("Post updated")).toBeVisible();
    const edited = page
      .getByTestId("post-card")
      .filter({ hasText: `Final words about ${word}` })
      .first();
    await expect(edited).toBeVisible();

    // The Edited mark opens the history, with the earlier text.
    await edited.getByRole("button", { name: "Edited" }).click();
    const history = page.getByRole("dialog", { name: "Edit history" });
    await expect(history.getByTestId("earlier-version")).toHaveText(new RegExp(`First draft about ${word}`));
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();

    // Repost with your own words above the original.
    await edited.getByRole("button", { name: /^Share, / }).click();
    await page.getByRole("menuitem", { name: "Repost with your thoughts" }).click();
    const dialog = page.getByRole("dialog", { name: "Repost with your thoughts" });
    await dialog.getByRole("textbox").fill(`Worth a read, ${word}!`);
    await expect(dialog.getByTestId("reposted-post")).toContainText(`Final words about ${word}`);
    await dialog.getByRole("button", { name: "Repost", exact: true }).click();
    await expect(dialog).toBeHidden();

    const repost = page
      .getByTestId("post-card")
      .filter({ hasText: `Worth a read, ${word}!` })
      .first();
    await expect(repost).toBeVisible();
    await expect(repost.getByTestId("reposted-post")).toContainText(`Final words about ${word}`);
    await expect(
      page
        .getByTestId("post-card")
        .filter({ hasText: `Final words about ${word}` })
        .filter({ hasNot: page.getByTestId("reposted-post") })
        .first()
        .getByRole("button", { name: /^Share, 1 share$/ }),
    ).toBeVisible();
  });

  test("a member edits their comment inline and opens its history", async ({ page, baseURL }) => {
    const word = uniqueWord("egret");
    await signInWithoutWelcome(page, baseURL);
    const headers = { origin: baseURL ?? "" };
    const created = await page.request.post("/api/feed", {
      data: { content: `A post to talk about ${word}` },
      headers,
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    const commented = await page.request.post(`/api/feed/${id}/comments`, {
      data: { content: `First thought on ${word}` },
      headers,
    });
    expect(commented.ok(), await commented.text()).toBe(true);

    await page.goto("/feed");
    const card = page
      .getByTestId("post-card")
      .filter({ hasText: `A post to talk about ${word}` })
      .first();
    await card.getByRole("button", { name: "Comment, 1 comment" }).click();
    const comment = card.getByTestId("comment").filter({ hasText: `First thought on ${word}` });
    await comment.getByRole("button", { name: /^More actions for the comment by / }).click();
    await page.getByRole("menuitem", { name: "Edit comment" }).click();
    const editor = card.getByRole("textbox", { name: "Comment text" });
    await expect(editor).toBeFocused();
    await editor.fill(`Second thought on ${word}`);
    await editor.press("Control+Enter");
    await expect(page.getByTestId("toast").getByText("Comment updated")).toBeVisible();

    const edited = card.getByTestId("comment").filter({ hasText: `Second thought on ${word}` });
    await expect(edited).toBeVisible();
    await edited.getByRole("button", { name: "Edited" }).click();
    const history = page.getByRole("dialog", { name: "Edit history" });
    await expect(history).toContainText("Earlier versions of this comment");
    await expect(history.getByTestId("earlier-version")).toHaveText(new RegExp(`First thought on ${word}`));
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();
  });

  test("a member sends a post to a connection, which counts as a share", async ({ page, baseURL }) => {
    const word = uniqueWord("plover");
    await signInWithoutWelcome(page, baseURL);
    const created = await page.request.post("/api/feed", {
      data: { content: `Send me along, ${word}` },
      headers: { origin: baseURL ?? "" },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.goto("/feed");
    const card = page
      .getByTestId("post-card")
      .filter({ hasText: `Send me along, ${word}` })
      .first();
    await card.getByRole("button", { name: /^Share, 0 shares$/ }).click();
    await page.getByRole("menuitem", { name: "Send to a connection" }).click();
    const dialog = page.getByRole("dialog", { name: "Send to a connection" });
    const first = dialog.getByRole("radio").first();
    await expect(first).toBeAttached();
    // The radio is visually hidden inside its row (sr-only): a member clicks the row's label.
    await dialog
      .locator("label")
      .filter({ has: page.getByRole("radio") })
      .first()
      .click();
    await expect(first).toBeChecked();
    await dialog.getByLabel("Add a note (optional)").fill(`Thought of you, ${word}`);
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: /^Send to / }).click();
    await expect(page.getByTestId("toast").getByText("Sent", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Share, 1 share$/ })).toBeVisible();
  });
});
