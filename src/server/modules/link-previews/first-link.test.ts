import { describe, expect, it } from "vitest";
import { firstLink, MAX_PREVIEW_URL_LENGTH } from "./first-link";

describe("firstLink", () => {
  it("finds the first http(s) address and leaves out the punctuation around it", () => {
    expect(firstLink("Read https://example.com/a, then https://example.com/b.")).toBe(
      "https://example.com/a",
    );
    expect(firstLink("(see http://example.com/path?q=1)")).toBe("http://example.com/path?q=1");
    expect(firstLink("Done: https://example.com/end!")).toBe("https://example.com/end");
    expect(firstLink("«https://example.com/quoted»")).toBe("https://example.com/quoted");
    expect(firstLink("HTTPS://EXAMPLE.COM/Caps")).toBe("https://example.com/Caps");
  });

  it("keeps a parenthesis that belongs to the address", () => {
    expect(firstLink("https://en.wikipedia.org/wiki/Foo_(bar)")).toBe(
      "https://en.wikipedia.org/wiki/Foo_(bar)",
    );
    expect(firstLink("(https://en.wikipedia.org/wiki/Foo_(bar))")).toBe(
      "https://en.wikipedia.org/wiki/Foo_(bar)",
    );
  });

  it("has nothing for text without an address, other schemes or an address too long to fetch", () => {
    expect(firstLink("no links, only http:// and www.example.com")).toBeNull();
    expect(firstLink("javascript:alert(1) ftp://example.com/file mailto:a@example.com")).toBeNull();
    expect(firstLink(`https://example.com/${"a".repeat(MAX_PREVIEW_URL_LENGTH)}`)).toBeNull();
  });
});
