import { describe, expect, it } from "vitest";
import { postUrl, sendPostMessageText } from "./share-post";

describe("sending a post to a connection", () => {
  const url = postUrl("https://netwise.example", 42);

  it("links the post in the feed", () => {
    expect(url).toBe("https://netwise.example/feed#post-42");
  });

  it("sends the link alone, or the member's note above it", () => {
    expect(sendPostMessageText("   ", url, 2000)).toBe(url);
    expect(sendPostMessageText("  Have a look  ", url, 2000)).toBe(`Have a look\n\n${url}`);
  });

  it("cuts a long note so the link always fits", () => {
    const text = sendPostMessageText("x".repeat(3000), url, 200);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith(`…\n\n${url}`)).toBe(true);
  });
});
