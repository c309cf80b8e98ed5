import { describe, expect, it } from "vitest";
import { type Phrase, phrasesOf } from "./matching-phrases";
import { roleInSentence, theyOfferReason, youOfferReason } from "./matching-reasons";

const phrase = (text: string, kind: Phrase["kind"]): Phrase => ({ text, terms: [text], kind });

describe("reason templates", () => {
  it("names both phrases it bridged, speaking to the viewer", () => {
    expect(
      theyOfferReason(
        phrase("AWS migration", "service"),
        phrase("someone to move our servers to the cloud", "wish"),
      ),
    ).toBe("Offers AWS migration — you're looking for someone to move your servers to the cloud");
    expect(
      youOfferReason(
        phrase("a lawyer to review our SaaS contracts", "wish"),
        phrase("contract review", "service"),
      ),
    ).toBe("Looking for a lawyer to review their SaaS contracts — you offer contract review");
    expect(
      youOfferReason(phrase("I'm after help with my books", "wish"), phrase("Bookkeeping", "skill")),
    ).toBe("Looking for they're after help with their books — you offer bookkeeping");
  });

  it("says one phrase once when the wish quotes the offer", () => {
    expect(theyOfferReason(phrase("SEO", "skill"), phrase("SEO", "wish"))).toBe(
      "Skilled in SEO, which you're looking for",
    );
    expect(theyOfferReason(phrase("web design", "service"), phrase("Web design for my shop", "wish"))).toBe(
      "Offers web design, which you're looking for",
    );
    expect(theyOfferReason(phrase("Designer", "role"), phrase("designer", "wish"))).toBe(
      "Works as designer, who you're looking for",
    );
    expect(youOfferReason(phrase("catering", "wish"), phrase("Catering", "service"))).toBe(
      "Looking for catering, which you offer",
    );
  });

  it("keeps acronyms and names, lowers the rest of a job title", () => {
    expect(roleInSentence("Marketing Consultant")).toBe("marketing consultant");
    expect(roleInSentence("SaaS Founder")).toBe("SaaS founder");
    expect(roleInSentence("CTO")).toBe("CTO");
    expect(theyOfferReason(phrase("UX research", "service"), phrase("an app", "wish"))).toBe(
      "Offers UX research — you're looking for an app",
    );
  });
});

describe("phrasesOf", () => {
  it("cuts lists into phrases and drops negated ones", () => {
    expect(phrasesOf("SEO audits, web design and paid search", "service").map((p) => p.text)).toEqual([
      "SEO audits",
      "web design",
      "paid search",
    ]);
    expect(phrasesOf("no email program, not hiring; a bookkeeper", "wish").map((p) => p.text)).toEqual([
      "a bookkeeper",
    ]);
    expect(phrasesOf("SEO", "wish").map((p) => p.text)).toEqual(["SEO"]);
    expect(phrasesOf("🙂🙂", "wish")).toEqual([]);
    expect(phrasesOf("", "wish")).toEqual([]);
  });

  it("finds what a wish asks for, apart from whom it is for", () => {
    expect(phrasesOf("a web designer for our bakery's site", "wish")[0]?.headTerms).toEqual([
      "web",
      "design",
    ]);
    expect(phrasesOf("SEO help", "wish")[0]?.headTerms).toBeUndefined();
  });
});
