import { describe, expect, it } from "vitest";
import { DISPLAY_URL_MAX_LENGTH, displayUrl, linksInPostText, splitPostText } from "./post-text";

describe("splitPostText", () => {
  it("returns plain text untouched", () => {
    expect(splitPostText("Hello <b>world</b>")).toEqual([{ kind: "text", text: "Hello <b>world</b>" }]);
  });

  it("finds http and https links between text", () => {
    expect(splitPostText("Read https://example.com/a?b=1 and http://x.test now")).toEqual([
      { kind: "text", text: "Read " },
      { kind: "link", url: "https://example.com/a?b=1" },
      { kind: "text", text: " and " },
      { kind: "link", url: "http://x.test" },
      { kind: "text", text: " now" },
    ]);
  });

  it("leaves closing punctuation out of the link", () => {
    expect(splitPostText("See https://example.com/page.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", url: "https://example.com/page" },
      { kind: "text", text: "." },
    ]);
    expect(splitPostText("(https://example.com)")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", url: "https://example.com" },
      { kind: "text", text: ")" },
    ]);
  });

  it("keeps a parenthesis that belongs to the link", () => {
    expect(linksInPostText("https://en.wikipedia.org/wiki/Rust_(language)")).toEqual([
      "https://en.wikipedia.org/wiki/Rust_(language)",
    ]);
  });

  it("ignores other schemes and a link without a host", () => {
    expect(linksInPostText("javascript:alert(1) data:text/html,x ftp://a.b https://")).toEqual([]);
  });

  it("lists each link once", () => {
    expect(linksInPostText("https://a.test x https://a.test y https://b.test")).toEqual([
      "https://a.test",
      "https://b.test",
    ]);
  });

  it("handles empty text", () => {
    expect(splitPostText("")).toEqual([]);
  });
});

describe("displayUrl", () => {
  it("shows the domain and path without the scheme or www", () => {
    expect(displayUrl("https://www.reyes.studio/work")).toBe("reyes.studio/work");
    expect(displayUrl("http://localhost:5000/news/soc-2?ref=x")).toBe("localhost:5000/news/soc-2?ref=x");
    expect(displayUrl("https://example.com/")).toBe("example.com");
    expect(displayUrl("https://example.com/caf%C3%A9")).toBe("example.com/café");
  });

  it(`cuts past ${DISPLAY_URL_MAX_LENGTH} characters with an ellipsis`, () => {
    const shown = displayUrl("https://blog.example.com/2026/11/how-we-priced-our-first-retainer");
    expect(shown).toBe("blog.example.com/2026/11/how-we…");
    expect(shown).toHaveLength(DISPLAY_URL_MAX_LENGTH);
  });

  it("shows an address that does not parse as written", () => {
    expect(displayUrl("not a url")).toBe("not a url");
  });
});
