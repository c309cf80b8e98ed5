import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoA11yViolations, signInWithoutWelcome, test } from "./fixtures";

/** A real PNG of the given size and colour, as a phone or a screenshot tool would hand over. */
async function png(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Drops (or pastes) files on an element as the browser does: a DataTransfer holding File objects. */
async function dispatchFiles(
  target: Locator,
  event: "drop" | "paste",
  files: { name: string; bytes: Buffer }[],
) {
  const payload = files.map((file) => ({ name: file.name, data: file.bytes.toString("base64") }));
  await target.evaluate(
    (element, { event, payload }) => {
      const transfer = new DataTransfer();
      for (const file of payload) {
        const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: "image/png" }));
      }
      if (event === "paste") {
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true }));
        return;
      }
      element.dispatchEvent(
        new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      element.dispatchEvent(
        new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    },
    { event, payload },
  );
}

async function openComposer(page: Page, baseURL: string | undefined) {
  await signInWithoutWelcome(page, baseURL);
  await page.goto("/feed");
  await page.getByRole("button", { name: /^Share an update/ }).click();
  return page.getByRole("form", { name: "Create a post" });
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test.describe("Pictures in posts", () => {
  test("a member adds pictures by picking, dropping and pasting, must describe each, and opens them in the lightbox", async ({
    page,
    baseURL,
  }) => {
    // Four uploads decoded by sharp and two axe scans: more than the default 30 s on a busy machine.
    test.slow();
    const composer = await openComposer(page, baseURL);
    const content = unique("E2E pictures from the offsite");
    await composer.getByLabel("What do you want to share?").fill(content);

    // Picked: two pictures through the file chooser behind "Add photos".
    const chooser = page.waitForEvent("filechooser");
    await composer.getByRole("button", { name: "Add photos (up to 4)" }).click();
    await (await chooser).setFiles([
      { name: "stage.png", mimeType: "image/png", buffer: await png(1200, 800, "#1d4ed8") },
      { name: "crowd.png", mimeType: "image/png", buffer: await png(800, 800, "#16a34a") },
    ]);
    // Dropped on the composer, then pasted into the text box.
    await dispatchFiles(composer, "drop", [{ name: "award.png", bytes: await png(600, 900, "#dc2626") }]);
    await dispatchFiles(composer.getByLabel("What do you want to share?"), "paste", [
      { name: "screenshot.png", bytes: await png(640, 360, "#9333ea") },
    ]);
    for (const number of [1, 2, 3, 4]) {
      await expect(composer.getByLabel(`Alt text for picture ${number} (required)`)).toBeVisible();
    }
    await expect(composer.getByRole("button", { name: "4 photos added" })).toBeDisabled();
    // Each is uploaded at once: its thumbnail is the stored picture.
    await expect(
      composer.getByRole("list", { name: "Pictures in this post" }).locator("img[src^='/uploads/']"),
    ).toHaveCount(4);

    // A picture without alt text cannot be posted: the prompt shows and focus goes to it.
    await composer.getByLabel("Alt text for picture 1 (required)").fill("Our team on stage");
    await composer.getByLabel("Alt text for picture 2 (required)").fill("The crowd at the offsite");
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    await expect(composer.getByRole("alert")).toHaveText(
      "Add alt text to each picture before posting: it describes the picture to people who cannot see it.",
    );
    await expect(composer.getByLabel("Alt text for picture 3 (required)")).toBeFocused();
    await expect(composer.getByLabel("Alt text for picture 3 (required)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // Removing a picture, then describing the others, posts them in order.
    await composer.getByRole("button", { name: "Remove picture 4" }).click();
    await expect(composer.getByLabel("Alt text for picture 4 (required)")).toHaveCount(0);
    await composer.getByLabel("Alt text for picture 3 (required)").fill("The award, held up");
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    await expect(composer).toBeHidden();

    const card = page.getByTestId("post-card").filter({ hasText: content });
    const grid = card.getByTestId("post-image-grid");
    await expect(grid.getByRole("img")).toHaveCount(3);
    await expect(grid.getByRole("img").nth(0)).toHaveAttribute("alt", "Our team on stage");
    await expect(grid.getByRole("img").nth(2)).toHaveAttribute("alt", "The award, held up");
    await expectNoA11yViolations(page);

    // The lightbox: opened by keyboard from the second picture, arrows move, Escape closes.
    const second = grid.getByRole("button", { name: "The crowd at the offsite (open full size)" });
    await second.focus();
    await page.keyboard.press("Enter");
    const lightbox = page.getByRole("dialog", { name: "Picture 2 of 3" });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole("img", { name: "The crowd at the offsite" })).toBeVisible();
    await expect(lightbox.getByText("The crowd at the offsite", { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Picture 3 of 3" })).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("img", { name: "The award, held up" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Picture 1 of 3" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "Picture 3 of 3" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Previous picture" }).click();
    await expect(page.getByRole("dialog", { name: "Picture 2 of 3" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(second).toBeFocused();

    // On a phone the grid fits the screen: nothing overflows sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await card.screenshot({ path: test.info().outputPath("post-with-pictures-375.png") });

    // The full-size picture is the stored upload, served as WebP.
    const src = await grid.getByRole("img").first().getAttribute("src");
    expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await page.request.get(src ?? "");
    expect(served.headers()["content-type"]).toBe("image/webp");
  });

  test("a file that is not an image is refused with the server's message, and the post goes without it", async ({
    page,
    baseURL,
  }) => {
    const composer = await openComposer(page, baseURL);
    const content = unique("E2E post after a refused file");
    await composer.getByLabel("What do you want to share?").fill(content);
    const chooser = page.waitForEvent("filechooser");
    await composer.getByRole("button", { name: "Add photos (up to 4)" }).click();
    await (await chooser).setFiles([
      { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") },
    ]);
    await expect(composer.getByRole("alert")).toHaveText(
      "notes.png: The file is not an image Netwise accepts: upload a PNG, JPEG or WebP.",
    );
    await composer.getByRole("button", { name: "Remove picture 1" }).click();
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("post-image-grid")).toHaveCount(0);
  });

  test("the demo data has posts with pictures described by alt text, and a link preview stored without the network", async ({
    page,
    baseURL,
  }) => {
    await signInWithoutWelcome(page, baseURL);
    // Through the topic feeds: other browser tests' posts may push the demo posts off the feed's first page.
    await page.goto("/topics/hiring");
    const card = page.getByTestId("post-card").filter({ hasText: "Ledgerline has a new home downtown" });
    const picture = card.getByTestId("post-image-grid").getByRole("img", { name: /city skyline at dusk/ });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await picture.click();
    await expect(page.getByRole("dialog").getByRole("img", { name: /city skyline at dusk/ })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/topics/cybersecurity");
    const preview = page
      .getByTestId("post-card")
      .filter({ hasText: "NIST's framework" })
      .getByTestId("link-preview");
    await expect(preview).toContainText("Cybersecurity Framework | NIST");
    await expect(preview).toHaveAttribute("href", "https://www.nist.gov/cyberframework");
    await expectNoA11yViolations(page);
  });
});
