import { describe, expect, it } from "vitest";
import { formatReadTime, READ_TIME_CHARACTERS_PER_MINUTE, readTimeMinutes } from "./read-time";

describe("readTimeMinutes", () => {
  it("divides the content length by 200 and rounds up", () => {
    expect(READ_TIME_CHARACTERS_PER_MINUTE).toBe(200);
    expect(readTimeMinutes("a")).toBe(1);
    expect(readTimeMinutes("a".repeat(200))).toBe(1);
    expect(readTimeMinutes("a".repeat(201))).toBe(2);
    expect(readTimeMinutes("a".repeat(1000))).toBe(5);
    expect(readTimeMinutes("")).toBe(0);
  });

  it("formats minutes", () => {
    expect(formatReadTime("a".repeat(450))).toBe("3 min read");
  });
});
