import { describe, expect, it } from "vitest";
import { mentionAtCaret, mentionedUsernames, splitRichText, topicTags } from "./mentions-and-tags";

describe("splitRichText", () => {
  it("finds mentions, tags and links, and leaves the rest as text", () => {
    expect(splitRichText("Thanks @alex-morgan for #RemoteWork tips https://x.test/a#frag")).toEqual([
      { kind: "text", text: "Thanks " },
      { kind: "mention", username: "alex-morgan", text: "@alex-morgan" },
      { kind: "text", text: " for " },
      { kind: "tag", tag: "remotework", text: "#RemoteWork" },
      { kind: "text", text: " tips " },
      { kind: "link", url: "https://x.test/a#frag" },
    ]);
  });

  it("ignores e-mail addresses, entities, a lone sign and over-long tags", () => {
    const long = `#${"a".repeat(41)}`;
    for (const text of ["mail me@host.com", "a&#39;b", "@ and #", "C# or #1", long, "word#tag"]) {
      expect(splitRichText(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("takes a tag of exactly 40 characters and mentions in parentheses", () => {
    const tag = `t${"x".repeat(39)}`;
    expect(topicTags(`#${tag} (@sam)`)).toEqual([tag]);
    expect(mentionedUsernames(`#${tag} (@sam)`)).toEqual(["sam"]);
  });

  it("keeps distinct mentions and tags in order, at most 20 each", () => {
    expect(mentionedUsernames("@b @a @B")).toEqual(["b", "a"]);
    const many = Array.from({ length: 30 }, (_, index) => `@m${index} #t${index}`).join(" ");
    expect(mentionedUsernames(many)).toHaveLength(20);
    expect(topicTags(many)).toHaveLength(20);
  });

  it("treats @ followed by 5,000 characters as text", () => {
    const text = `@${"a".repeat(5000)}`;
    expect(mentionedUsernames(text)).toEqual([]);
  });
});

describe("mentionAtCaret", () => {
  it("finds the mention being typed", () => {
    expect(mentionAtCaret("Hi @fat", 7)).toEqual({ start: 3, query: "fat" });
    expect(mentionAtCaret("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionAtCaret("Hi @fat and more", 7)).toEqual({ start: 3, query: "fat" });
  });

  it("finds none inside an e-mail address, after a space or past 40 characters", () => {
    expect(mentionAtCaret("me@host", 7)).toBeNull();
    expect(mentionAtCaret("@fat ", 5)).toBeNull();
    expect(mentionAtCaret(`@${"a".repeat(41)}`, 42)).toBeNull();
  });
});
