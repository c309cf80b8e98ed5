import { describe, expect, it } from "vitest";
import { articleFormSchema, articleRequest, emptyArticleForm, parseTags } from "./article-form-schema";

describe("article editor form", () => {
  it("splits tags on commas, trimmed and without duplicates", () => {
    expect(parseTags(" ai, Growth ,, ai ,growth, sales")).toEqual(["ai", "Growth", "sales"]);
    expect(parseTags("")).toEqual([]);
  });

  it("validates with the API's rules and messages", () => {
    const empty = articleFormSchema.safeParse(emptyArticleForm("Ada Admin"));
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("Title is required");
    expect(messages).toContain("Content is required");
    const tooMany = articleFormSchema.safeParse({
      ...emptyArticleForm("A"),
      title: "T",
      content: "C",
      tagsText: Array.from({ length: 11 }, (_, index) => `t${index}`).join(","),
    });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(["At most 10 tags"]);
  });

  it("builds the request body", () => {
    const values = articleFormSchema.parse({
      ...emptyArticleForm("A"),
      title: "T",
      content: "C",
      tagsText: "x, y",
    });
    expect(articleRequest(values)).toMatchObject({
      title: "T",
      content: "C",
      author: "A",
      tags: ["x", "y"],
      category: "Business",
    });
  });
});
