import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify, slugOf } from "./slug";

describe("slugs", () => {
  it("turns text into lowercase ASCII words joined by dashes", () => {
    expect(slugify("Café & Co. — Grow 2026!")).toBe("cafe-and-co-grow-2026");
    expect(SLUG_PATTERN.test(slugify("  Hello,  World  "))).toBe(true);
  });

  it("caps the length without a trailing dash and falls back when nothing is left", () => {
    expect(slugOf("abc def", "article", 4)).toBe("abc");
    expect(slugOf("漢字", "article")).toBe("article");
  });
});
