import { describe, expect, it } from "vitest";
import { htmlToText, truncateText } from "./html-to-text";

describe("htmlToText", () => {
  it("keeps text and paragraphs, drops tags, scripts and styles, decodes entities", () => {
    const html =
      '<p>One &amp; <b>two</b></p><script>alert("x")</script><style>p{}</style><p>Three&nbsp;&mdash;&#39;four&#x27;</p>';
    expect(htmlToText(html, 1000)).toBe("One & two\n\nThree \u2014'four'");
  });

  it("removes markup that only appears after decoding", () => {
    expect(
      htmlToText("&lt;script&gt;steal()&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;Safe", 100),
    ).toBe("Safe");
  });

  it("swallows an unclosed script and stays fast on hostile input", () => {
    expect(htmlToText("Before<script>never closed", 100)).toBe("Before");
    const started = performance.now();
    htmlToText("<".repeat(200_000), 20_000);
    htmlToText("<script".repeat(50_000), 20_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("bounds the length at a word", () => {
    expect(htmlToText(`<p>${"word ".repeat(100)}</p>`, 50).length).toBeLessThanOrEqual(50);
    expect(truncateText("alpha beta gamma", 13)).toBe("alpha beta...");
  });
});
