import { describe, expect, it } from "vitest";
import {
  articleParagraphs,
  excerptText,
  MAX_VISIBLE_ARTICLE_TAGS,
  moreTagsLabel,
  NEWS_CATEGORY_OPTIONS,
  NEWS_TRENDING_TOPICS,
  visibleArticleTags,
} from "./news";
import { readTimeMinutes, readTimeMinutesForLength } from "./read-time";
import { formatRelativeTime } from "./relative-time";

describe("news constants", () => {
  it("lists all plus the six categories and the four trending topics", () => {
    expect(NEWS_CATEGORY_OPTIONS).toEqual([
      "all",
      "Technology",
      "Business",
      "Finance",
      "Sales",
      "Leadership",
      "Security",
    ]);
    expect(NEWS_TRENDING_TOPICS).toEqual([
      "AI Automation",
      "Business Growth",
      "Digital Marketing",
      "Professional Networking",
    ]);
  });
});

describe("tag display", () => {
  it("shows at most 4 tags, then '+N more'", () => {
    expect(MAX_VISIBLE_ARTICLE_TAGS).toBe(4);
    expect(visibleArticleTags(["a", "b", "c"])).toEqual({ visible: ["a", "b", "c"], hiddenCount: 0 });
    expect(visibleArticleTags(["a", "b", "c", "d"])).toEqual({
      visible: ["a", "b", "c", "d"],
      hiddenCount: 0,
    });
    expect(visibleArticleTags(["a", "b", "c", "d", "e", "f"])).toEqual({
      visible: ["a", "b", "c", "d"],
      hiddenCount: 2,
    });
    expect(moreTagsLabel(["a", "b", "c", "d"])).toBeNull();
    expect(moreTagsLabel(["a", "b", "c", "d", "e"])).toBe("+1 more");
    expect(visibleArticleTags([])).toEqual({ visible: [], hiddenCount: 0 });
  });
});

describe("read time", () => {
  it("is the content length divided by 200, rounded up, from text or from a stored length", () => {
    for (const length of [0, 1, 199, 200, 201, 4000, 4001]) {
      expect(readTimeMinutesForLength(length)).toBe(readTimeMinutes("x".repeat(length)));
    }
    expect(readTimeMinutesForLength(401)).toBe(3);
    expect(readTimeMinutesForLength(-5)).toBe(0);
  });
});

describe("news relative time", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const HOUR = 3_600_000;
  it("says Just now, Nh ago, Nd ago or Nw ago", () => {
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe("Just now");
    expect(formatRelativeTime(ago(HOUR), now)).toBe("1h ago");
    expect(formatRelativeTime(ago(23 * HOUR + 59 * 60_000), now)).toBe("23h ago");
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe("1d ago");
    expect(formatRelativeTime(ago(6 * 24 * HOUR), now)).toBe("6d ago");
    expect(formatRelativeTime(ago(7 * 24 * HOUR), now)).toBe("1w ago");
    expect(formatRelativeTime(ago(20 * 24 * HOUR), now)).toBe("2w ago");
  });
});

describe("article text", () => {
  it("splits content into paragraphs at blank lines", () => {
    expect(articleParagraphs("One.\n\nTwo\nstill two.\r\n\r\n  \n\nThree.")).toEqual([
      "One.",
      "Two\nstill two.",
      "Three.",
    ]);
    expect(articleParagraphs("")).toEqual([]);
  });

  it("cuts an excerpt at a word and adds '...'", () => {
    expect(excerptText("Short text.", 200)).toBe("Short text.");
    expect(excerptText("alpha beta gamma delta", 12)).toBe("alpha beta...");
    expect(excerptText("a\n\nb", 10)).toBe("a b");
  });
});
