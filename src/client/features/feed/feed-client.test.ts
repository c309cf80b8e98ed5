import { describe, expect, it } from "vitest";
import { nextPostType } from "./post-type-toggle";
import { socialIntentUrl } from "./share-post";

describe("nextPostType", () => {
  it("picks the pressed type, and returns to general when the active one is pressed again", () => {
    expect(nextPostType("general", "insight")).toBe("insight");
    expect(nextPostType("insight", "achievement")).toBe("achievement");
    expect(nextPostType("achievement", "achievement")).toBe("general");
  });
});

describe("socialIntentUrl", () => {
  it("carries the post text cut to 200 characters and the link", () => {
    const url = new URL(socialIntentUrl("x".repeat(250), "https://netwise.test/feed"));
    expect(url.origin).toBe("https://twitter.com");
    expect(url.searchParams.get("text")).toBe(`${"x".repeat(200)}...`);
    expect(url.searchParams.get("url")).toBe("https://netwise.test/feed");
  });

  it("keeps short text whole", () => {
    const url = new URL(socialIntentUrl("Short & sweet", "https://netwise.test/feed"));
    expect(url.searchParams.get("text")).toBe("Short & sweet");
  });
});
