import { describe, expect, it } from "vitest";
import { clientOf, type Phrase, phrasesOf, wishHead } from "./matching-phrases";
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

  it("names the industry of a member who is the kind of client wanted, both ways", () => {
    const [restaurants] = phrasesOf("restaurants that need a new website", "wish");
    if (!restaurants) throw new Error("no wish");
    expect(theyOfferReason(phrase("Restaurants", "industry"), restaurants)).toBe(
      "Works in restaurants — you're looking for restaurants that need a new website",
    );
    expect(theyOfferReason(phrase("SaaS", "industry"), phrase("SaaS", "wish"))).toBe(
      "Works in SaaS, who you're looking for",
    );
    expect(
      youOfferReason(phrase("founders raising our first round", "wish"), phrase("Fintech", "industry")),
    ).toBe("Looking for founders raising their first round — you work in fintech");
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
    expect(wishHead("a photographer to partner with")).toBe("a photographer");
    expect(wishHead("Web designers to work with on site relaunches")).toBe("Web designers");
    expect(phrasesOf("a photographer to partner with on shoots", "wish")[0]?.headTerms).toEqual([
      "photograph",
    ]);
  });

  it("tells a wish for clients (who they are, then what they need) from a wish for a service", () => {
    expect(clientOf("clinics or restaurants that need a new website")).toBe("clinics or restaurants");
    expect(clientOf("SaaS founders who need go-to-market help")).toBe("SaaS founders");
    expect(clientOf("Companies planning a cloud migration")).toBe("Companies");
    expect(clientOf("founders raising a seed round")).toBe("founders");
    expect(clientOf("B2B companies ready to scale paid acquisition")).toBe("B2B companies");
    expect(clientOf("investors interested in sustainable retail")).toBe("investors");
    expect(clientOf("growing companies hiring their first 20 employees")).toBe("growing companies");
    // A service described by what the provider does, or a plain service, is not a client.
    expect(clientOf("accountants who advise startups")).toBeNull();
    expect(clientOf("a bookkeeper who knows restaurants")).toBeNull();
    expect(clientOf("someone to move our servers to the cloud")).toBeNull();
    expect(clientOf("help hiring two software engineers")).toBeNull();
    expect(clientOf("someone who needs no briefing")).toBeNull();
    expect(clientOf("a web designer for our site")).toBeNull();
    // Nothing but the clause: no one is named.
    expect(clientOf("planning help")).toBeNull();
  });

  it("keeps who a client is, without the words that name no one in particular", () => {
    const [restaurants] = phrasesOf("restaurants that need a new website", "wish");
    expect(restaurants?.client).toEqual({ who: "restaurants" });
    expect(restaurants?.headTerms).toEqual(["restaur"]);
    const [brands] = phrasesOf("e-commerce brands that need a social presence", "wish");
    expect(brands?.headTerms).toEqual(["ecommerce"]);
    const [companies] = phrasesOf("companies planning a cloud migration", "wish");
    expect(companies?.client).toEqual({ who: "companies" });
    expect(companies?.headTerms).toEqual([]);
  });
});
