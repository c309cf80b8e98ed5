import { describe, expect, it } from "vitest";
import {
  SHARE_TEXT_MAX_LENGTH,
  SOCIAL_SHARE_TEXT_MAX_LENGTH,
  socialShareText,
  truncateShareText,
} from "./share-text";

describe("truncateShareText", () => {
  it("uses the spec limits", () => {
    expect(SHARE_TEXT_MAX_LENGTH).toBe(100);
    expect(SOCIAL_SHARE_TEXT_MAX_LENGTH).toBe(200);
  });

  it("keeps text of at most 100 characters unchanged", () => {
    expect(truncateShareText("Hello network")).toBe("Hello network");
    const exactly = "a".repeat(100);
    expect(truncateShareText(exactly)).toBe(exactly);
    expect(truncateShareText("")).toBe("");
  });

  it("cuts longer text to 100 characters and adds '...'", () => {
    const long = `${"a".repeat(100)}bcd`;
    const result = truncateShareText(long);
    expect(result).toBe(`${"a".repeat(100)}...`);
    expect(result).toHaveLength(103);
  });

  it("uses 200 characters for the social fallback", () => {
    const text = "x".repeat(150);
    expect(socialShareText(text)).toBe(text);
    expect(socialShareText("y".repeat(201))).toBe(`${"y".repeat(200)}...`);
  });

  it("accepts a custom limit", () => {
    expect(truncateShareText("abcdef", 3)).toBe("abc...");
  });
});
