import { describe, expect, it } from "vitest";
import { linksInPostText, splitPostText } from "./post-text";

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
