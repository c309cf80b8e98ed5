import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, DEMO_PASSWORD, expectNoA11yViolations, test, uniqueEmail } from "./fixtures";

/** A page's first paint can wait for its chunk on a busy machine: a longer wait than the default. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** What each step of the tour points at (`data-tour` of the element), in order. */
const STEPS = [
  { title: "Welcome to Netwise", anchor: "help" },
  { title: "Complete your profile", anchor: "edit-profile" },
  { title: "Build your connections", anchor: "tab-connections" },
  { title: "Send AI referrals", anchor: "tab-referrals" },
  { title: "Discover opportunities", anchor: "tab-opportunities" },
  { title: "Order services", anchor: "nav-services" },
  { title: "Join the conversation", anchor: "nav-feed", phoneAnchor: "bottom-home" },
];

/** Registers a new member through the API on the page's own context (its cookie signs the page in). */
async function registerNewMember(page: Page, baseURL: string | undefined) {
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: uniqueEmail("onboarding"),
      password: "quiet-river-2026",
      firstName: "Taylor",
      lastName: "Brooks",
    },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const welcomeDialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Netwise, Taylor!" });
const tourPopover = (page: Page) => page.getByTestId("tour-popover");

/** The popover sits beside its anchor (no more than a gap apart) and the spotlight rings the anchor. */
async function expectAnchoredTo(page: Page, anchor: string) {
  const popover = tourPopover(page);
  await expect(popover).toHaveAttribute("data-anchor", anchor);
  const target = page.locator(`[data-tour="${anchor}"]:visible`).first();
  const [targetBox, popoverBox, spotlightBox] = await Promise.all([
    target.boundingBox(),
    popover.boundingBox(),
    page.getByTestId("tour-spotlight").boundingBox(),
  ]);
  if (!targetBox || !popoverBox || !spotlightBox)
    throw new Error("the tour's anchor, popover or spotlight is not on screen");
  const gap = Math.max(
    popoverBox.y - (targetBox.y + targetBox.height),
    targetBox.y - (popoverBox.y + popoverBox.height),
  );
  expect(gap, `popover beside ${anchor}`).toBeLessThanOrEqual(24);
  expect(spotlightBox.x).toBeLessThanOrEqual(targetBox.x);
  expect(spotlightBox.y).toBeLessThanOrEqual(targetBox.y);
  expect(spotlightBox.x + spotlightBox.width).toBeGreaterThanOrEqual(targetBox.x + targetBox.width);
  const viewport = page.viewportSize();
  expect(popoverBox.x).toBeGreaterThanOrEqual(0);
  expect(popoverBox.x + popoverBox.width).toBeLessThanOrEqual(viewport?.width ?? 0);
}

// Each test is a whole journey through several pages on a busy machine: three times the default time.
test.describe.configure({ timeout: 90_000 });

test.describe("onboarding happens once", () => {
  test("Skip for Now is an answer the server keeps: neither a reload nor Feed → Dashboard welcomes again", async ({
    page,
    baseURL,
  }) => {
    await registerNewMember(page, baseURL);
    await page.goto("/dashboard");
    await expect(welcomeDialog(page)).toBeVisible();
    await expectNoA11yViolations(page);
    await welcomeDialog(page).getByRole("button", { name: "Skip for Now" }).click();
    await expect(welcomeDialog(page)).toBeHidden();
    await expect
      .poll(async () => (await page.request.get("/api/account/tour")).json())
      .toEqual({ status: "skipped" });

    await page.reload();
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Feed" }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`at ${viewport.width} px the tour's steps point at what they describe, with focus in each step`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await registerNewMember(page, baseURL);
      await page.goto("/dashboard");
      await welcomeDialog(page).getByRole("button", { name: "Start Tour" }).click();
      await expect(welcomeDialog(page)).toBeHidden();
      // Starting is already an answer: a reload now would not welcome again.
      await expect
        .poll(async () => (await page.request.get("/api/account/tour")).json())
        .toEqual({ status: "started" });

      const popover = tourPopover(page);
      const isPhone = viewport.width < 768;
      for (const [index, step] of STEPS.entries()) {
        await expect(popover.getByRole("heading", { name: step.title })).toBeVisible();
        await expect(popover).toHaveAccessibleName(step.title);
        await expect(popover.getByText(`Step ${index + 1} of ${STEPS.length}`)).toBeVisible();
        // The top bar's links live in the menu on phones: the bottom bar's entry, or else the menu
        // button, stands in for them.
        const phoneAnchor = step.phoneAnchor ?? "menu";
        const anchor = isPhone && step.anchor.startsWith("nav-") ? phoneAnchor : step.anchor;
        // Measured once the page has settled: scrolling to the anchor and content still loading move it.
        await expect(async () => expectAnchoredTo(page, anchor)).toPass({ timeout: 7_000 });
        const next = popover.getByRole("button", { name: index === STEPS.length - 1 ? "Finish" : "Next" });
        await expect(next).toBeFocused();
        if (index === 1) await expectNoA11yViolations(page);
        await page.keyboard.press("Enter");
      }
      await expect(popover).toBeHidden();
      await expect
        .poll(async () => (await page.request.get("/api/account/tour")).json())
        .toEqual({ status: "completed" });
      await page.reload();
      await expect(page.getByRole("button", { name: "Help & Tour" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }

  test("Help & Tour replays the tour; Escape ends it and gives focus back", async ({ page, baseURL }) => {
    await registerNewMember(page, baseURL);
    await page.request.put("/api/account/tour", {
      data: { status: "skipped" },
      headers: { origin: baseURL ?? "" },
    });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Help & Tour" }).click();
    await expect(tourPopover(page).getByRole("heading", { name: STEPS[0]?.title })).toBeVisible();
    await expect(tourPopover(page).getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tourPopover(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Help & Tour" })).toBeFocused();
  });
});

test.describe("Getting started checklist", () => {
  test("a new member's checklist ticks steps from their data and leads to where each is done", async ({
    page,
    baseURL,
  }) => {
    await registerNewMember(page, baseURL);
    await page.request.put("/api/account/tour", {
      data: { status: "skipped" },
      headers: { origin: baseURL ?? "" },
    });
    await page.goto("/dashboard");
    const checklist = page.getByRole("region", { name: "Getting started" });
    await expect(checklist.getByText("0 of 5 done")).toBeVisible();
    for (const label of [
      "Add a profile photo",
      "Write your headline",
      "Say what you offer and look for",
      "Make your first connection",
      "Write your first post",
    ]) {
      await expect(checklist.getByText(label)).toBeVisible();
    }
    await expectNoA11yViolations(page);

    // "Write your headline" opens Edit Profile on the job title; saving it ticks the step.
    await checklist.getByRole("button", { name: "Write your headline" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(editDialog.getByLabel("Job title")).toBeFocused();
    await editDialog.getByLabel("Job title").fill("Brand Designer");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(editDialog).toBeHidden();
    await expect(checklist.getByText("1 of 5 done")).toBeVisible();
    await expect(checklist.getByText("Write your headline (done)")).toBeVisible();
  });

  test("the checklist is gone for a member who has done every step", async ({ page, baseURL }) => {
    // A demo member with a full profile, connections and posts, who only lacks a photo.
    const headers = { origin: baseURL ?? "" };
    const login = await page.request.post("/api/auth/login", {
      data: { email: "zoe.campbell@netwise.demo", password: DEMO_PASSWORD },
      headers,
    });
    expect(login.ok()).toBe(true);
    await page.request.put("/api/account/tour", { data: { status: "completed" }, headers });
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c85a28" } })
      .png()
      .toBuffer();
    const upload = await page.request.post("/api/profile/avatar", {
      multipart: { file: { name: "me.png", mimeType: "image/png", buffer: photo } },
      headers,
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const steps = await (await page.request.get("/api/account/getting-started")).json();
    expect(steps).toEqual({
      photo: true,
      headline: true,
      offerAndLookingFor: true,
      connection: true,
      post: true,
    });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Member Dashboard" })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Getting started" })).toHaveCount(0);
  });
});
