import { describe, expect, it } from "vitest";
import { matchingTerms, searchWords, splitPhrases, stemWord } from "./matching-terms";

describe("stemWord", () => {
  it("brings word forms together", () => {
    expect(stemWord("marketing")).toBe(stemWord("marketer"));
    expect(stemWord("designer")).toBe(stemWord("design"));
    expect(stemWord("developers")).toBe(stemWord("development"));
    expect(stemWord("automation")).toBe(stemWord("automate"));
    expect(stemWord("optimisation")).toBe(stemWord("optimization"));
    expect(stemWord("consultants")).toBe(stemWord("consulting"));
  });
});

describe("matchingTerms", () => {
  it("folds synonyms into one concept and drops filler", () => {
    expect(matchingTerms("Looking for search engine optimisation help")).toEqual(["seo"]);
    expect(matchingTerms("SEO")).toEqual(["seo"]);
    expect(matchingTerms("pay-per-click campaigns")).toEqual(["ppc", "campaign"]);
    expect(matchingTerms("A bookkeeper for my business")).toEqual(["bookkeeping"]);
    expect(matchingTerms(null)).toEqual([]);
  });
});

describe("splitPhrases", () => {
  it("splits lists on commas, semicolons and 'and'", () => {
    expect(splitPhrases("SEO audits, web design and paid search; branding")).toEqual([
      "SEO audits",
      "web design",
      "paid search",
      "branding",
    ]);
  });
});

describe("searchWords", () => {
  it("gives every variant of a concept to search for, and plain words as written", () => {
    const words = searchWords("SEO for dentists");
    expect(words).toContainEqual(["seo"]);
    expect(words).toContainEqual(["search", "engine", "optimization"]);
    expect(words).toContainEqual(["dentists"]);
    expect(words).not.toContainEqual(["for"]);
  });
});
