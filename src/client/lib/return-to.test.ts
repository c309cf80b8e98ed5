import { describe, expect, it } from "vitest";
import { safeReturnTo, signInHref } from "./return-to";

const ORIGIN = "https://netwise.example";

describe("safeReturnTo", () => {
  it("keeps a same-site path with its query and fragment", () => {
    expect(safeReturnTo("/messages/5", ORIGIN)).toBe("/messages/5");
    expect(safeReturnTo("/search?q=design&type=members#top", ORIGIN)).toBe(
      "/search?q=design&type=members#top",
    );
  });

  it("refuses anything that would leave the site, and pages one does not come back to", () => {
    for (const candidate of [
      null,
      undefined,
      "",
      "messages/5",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/messages/5",
      "javascript:alert(1)",
      "/",
      "/reset-password?token=x",
      "/verify-email?token=x",
    ]) {
      expect(safeReturnTo(candidate, ORIGIN), String(candidate)).toBeNull();
    }
  });

  it("builds the landing page's sign-in address", () => {
    expect(signInHref("/messages/5?x=1")).toBe("/?signin=%2Fmessages%2F5%3Fx%3D1");
  });
});
