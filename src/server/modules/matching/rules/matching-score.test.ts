import { describe, expect, it } from "vitest";
import { buildMatchProfile, type MatchProfile, prepareProfile } from "./matching-profile";
import { SPELLING_ONLY, type WordMeaning } from "./matching-reason-gate";
import { impressionPenalty, scoreMatch, sharedSkills } from "./matching-score";

/** A profile that says only `overrides`, prepared for scoring. */
const profile = (overrides: Partial<MatchProfile> = {}) => prepareProfile(buildMatchProfile(overrides));

/** A word meaning that vouches for every reason: for tests of the templates, not of the honesty rule. */
const TRUSTING: WordMeaning = { ...SPELLING_ONLY, similarity: () => 1 };

const agencyFounder = profile({
  jobTitle: "Agency Founder",
  industry: "marketing",
  location: "Austin, TX",
  skills: ["SEO", "React", "Figma", "Content Strategy"],
  lookingFor: "A web designer for client sites, and a bookkeeping partner",
  servicesOffered: "Search engine optimisation, paid search management",
  targetAudience: "B2B SaaS founders",
});

describe("scoreMatch", () => {
  it("orders hand-made profiles the obvious way", () => {
    const perfect = profile({
      jobTitle: "Web Designer",
      industry: "marketing",
      location: "Austin, TX",
      skills: ["Figma", "React", "SEO"],
      lookingFor: "SEO help for my studio",
      servicesOffered: "Web design, brand identity",
    });
    const offersOnly = profile({
      jobTitle: "Designer",
      location: "Denver, CO",
      servicesOffered: "Web design",
    });
    const sameCityOnly = profile({ jobTitle: "Nurse", location: "Austin, TX", industry: "healthcare" });
    const nothing = profile({
      jobTitle: "Nurse",
      location: "Boston, MA",
      industry: "healthcare",
      skills: ["Triage"],
    });
    const matches = [perfect, offersOnly, sameCityOnly, nothing].map((c) => scoreMatch(agencyFounder, c));
    const scores = matches.map((match) => match.score);
    expect(scores[0]).toBeGreaterThan(scores[1] as number);
    expect(scores[1]).toBeGreaterThan(scores[2] as number);
    expect(scores[2]).toBeGreaterThan(scores[3] as number);
    expect(scores[3]).toBe(0);
    for (const { score, percentage } of matches) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      expect(Number.isInteger(percentage)).toBe(true);
      expect(percentage).toBeGreaterThanOrEqual(0);
      expect(percentage).toBeLessThanOrEqual(100);
    }
  });

  it("explains a match with the signals that contributed, strongest first, at most 4", () => {
    const designer = profile({
      jobTitle: "Web Designer",
      industry: "marketing",
      location: "Austin, TX",
      skills: ["Figma", "React", "SEO"],
      lookingFor: "SEO help for my studio",
      servicesOffered: "Web design, brand identity",
    });
    const { percentage, reasons } = scoreMatch(agencyFounder, designer, 4);
    expect(reasons).toEqual([
      "Offers web design — you're looking for a web designer for client sites",
      "Looking for SEO help for their studio — you offer search engine optimisation",
      "3 shared skills: Figma, React, SEO",
      "4 mutual connections",
    ]);
    expect(percentage).toBeGreaterThanOrEqual(80);
    expect(percentage).toBeLessThanOrEqual(95);
  });

  it("gives only the reasons that apply", () => {
    expect(scoreMatch(agencyFounder, profile({ location: "Austin" })).reasons).toEqual(["Both in Austin"]);
    expect(scoreMatch(agencyFounder, profile({ industry: "Marketing" })).reasons).toEqual([
      "Both work in marketing",
    ]);
    expect(scoreMatch(agencyFounder, profile({ industry: "advertising" })).reasons).toEqual([
      "Works in advertising, close to your field",
    ]);
    // Not every industry is close to marketing (issue 29: "every industry was close to your field").
    expect(scoreMatch(agencyFounder, profile({ industry: "technology" })).reasons).toEqual([]);
    expect(scoreMatch(agencyFounder, profile({ industry: "healthcare" })).reasons).toEqual([]);
    expect(scoreMatch(agencyFounder, profile({ skills: ["seo"] })).reasons).toEqual(["Shared skill: seo"]);
    expect(scoreMatch(agencyFounder, profile(), 1).reasons).toEqual(["1 mutual connection"]);
    expect(scoreMatch(agencyFounder, profile())).toEqual({
      score: 0,
      percentage: 0,
      reasons: [],
      fits: { theyOffer: 0, youOffer: 0, context: 0 },
    });
  });

  it("treats synonyms and word forms as the same need", () => {
    const viewer = profile({ lookingFor: "An SEO specialist" });
    const spelledOut = profile({ servicesOffered: "Search engine optimization audits" });
    expect(scoreMatch(viewer, spelledOut, 0, undefined, TRUSTING).reasons).toEqual([
      "Offers search engine optimization audits — you're looking for an SEO specialist",
    ]);
    const bookkeeper = profile({ servicesOffered: "Accounting for agencies" });
    expect(scoreMatch(agencyFounder, bookkeeper).reasons[0]).toBe(
      "Offers accounting for agencies — you're looking for a bookkeeping partner",
    );
    const marketer = profile({ lookingFor: "Marketing consultants" });
    const consultant = profile({ jobTitle: "Marketing Consultant" });
    expect(scoreMatch(marketer, consultant).reasons).toEqual([
      "Works as marketing consultant — you're looking for marketing consultants",
    ]);
  });

  it("words the reason by where the offer comes from: services, skills or the job title", () => {
    const viewer = profile({ lookingFor: "SaaS founders, a Kubernetes expert" });
    expect(scoreMatch(viewer, profile({ jobTitle: "SaaS Founder" })).reasons).toEqual([
      "Works as SaaS founder — you're looking for SaaS founders",
    ]);
    expect(scoreMatch(viewer, profile({ skills: ["Kubernetes"] })).reasons).toEqual([
      "Skilled in Kubernetes, which you're looking for",
    ]);
    expect(
      scoreMatch(profile({ lookingFor: "Web design" }), profile({ servicesOffered: "web design" })).reasons,
    ).toEqual(["Offers web design, which you're looking for"]);
  });

  it("is reciprocal: each side's needs count", () => {
    const needsYou = profile({ lookingFor: "Paid search management for my store" });
    const oneWay = scoreMatch(agencyFounder, needsYou);
    expect(oneWay.reasons).toEqual(["Looking for paid search management for their store, which you offer"]);
    const bothWays = scoreMatch(
      agencyFounder,
      profile({ lookingFor: "Paid search management for my store", servicesOffered: "Bookkeeping" }),
    );
    expect(bothWays.score).toBeGreaterThan(oneWay.score);
    expect(bothWays.percentage).toBeGreaterThan(oneWay.percentage);
  });

  it("compares by meaning when given a similarity, and never lets context alone outrank an offer", () => {
    const viewer = profile({
      lookingFor: "someone to move our servers to the cloud",
      location: "Austin",
      industry: "technology",
    });
    const consultant = profile({ servicesOffered: "AWS migration and infrastructure", location: "Denver" });
    const neighbour = profile({
      servicesOffered: "mobile apps",
      location: "Austin",
      industry: "technology",
      skills: [],
    });
    const similarity = (a: string, b: string) => (a.includes("cloud") && b.startsWith("AWS") ? 0.62 : 0.1);
    const offers = scoreMatch(viewer, consultant, 0, similarity, TRUSTING);
    expect(offers.reasons).toEqual([
      "Offers AWS migration — you're looking for someone to move your servers to the cloud",
    ]);
    expect(offers.score).toBeGreaterThan(scoreMatch(viewer, neighbour, 0, similarity).score);
    // Without the model, the two share no word: nothing to say.
    expect(scoreMatch(viewer, consultant).reasons).toEqual([]);
  });

  it("orders by everything a member offers: a whole profile about the wish outranks one stray phrase", () => {
    const viewer = profile({ lookingFor: "a video for our launch" });
    const animator = profile({
      jobTitle: "Motion Designer",
      skills: ["After Effects"],
      servicesOffered: "animated explainer videos",
    });
    const salesTrainer = profile({
      jobTitle: "Sales Trainer",
      skills: ["Sales"],
      servicesOffered: "sales training",
    });
    // The single closest phrase is the trainer's; what the animator offers as a whole is closer.
    const cosines: Record<string, number> = {
      "animated explainer videos": 0.5,
      "animated explainer videos, After Effects, Motion Designer": 0.6,
      Sales: 0.55,
      "sales training, Sales, Sales Trainer": 0.3,
    };
    const similarity = (a: string, b: string) => (a === "a video for our launch" ? (cosines[b] ?? 0) : 0);
    const forAnimator = scoreMatch(viewer, animator, 0, similarity, TRUSTING);
    const forTrainer = scoreMatch(viewer, salesTrainer, 0, similarity, TRUSTING);
    expect(forAnimator.score).toBeGreaterThan(forTrainer.score);
    // The reason still names the pair it bridged, and only above the reason threshold (cosine 0.5).
    expect(forAnimator.reasons).toEqual([
      "Offers animated explainer videos — you're looking for a video for your launch",
    ]);
    expect(forTrainer.reasons).toEqual(["Skilled in Sales — you're looking for a video for your launch"]);
  });

  it("gives the weakest counted offer more points than all the context together", () => {
    const viewer = profile({
      lookingFor: "a caterer",
      location: "Denver, CO",
      industry: "technology",
      skills: ["Cooking", "Menus"],
      servicesOffered: "team offsites",
      jobTitle: "HR Manager",
    });
    // Same city, industry, two skills, three mutual friends and the viewer in their audience: all the context.
    const context = profile({
      location: "Denver, CO",
      industry: "technology",
      skills: ["Cooking", "Menus"],
      targetAudience: "HR managers",
    });
    const weakOffer = profile({
      servicesOffered: "lunch boxes",
      skills: ["Driving"],
      location: "Boston, MA",
    });
    // Their offer just counts (cosine 0.44: fit 0.3); blended with their whole profile's cosine (0) its
    // strength is below that on the wide scale, and is raised to it.
    const similarity = (a: string, b: string) => (a === "a caterer" && b === "lunch boxes" ? 0.44 : 0);
    const contextOnly = scoreMatch(viewer, context, 3, similarity);
    const offered = scoreMatch(viewer, weakOffer, 0, similarity);
    expect(contextOnly.reasons).toHaveLength(4);
    expect(contextOnly.score).toBe(10.5);
    expect(offered.score).toBe(13.5);
  });

  it("says a need/offer reason only when the honesty rule vouches for it, and counts the fit in no percentage otherwise", () => {
    // The Alex: "Works as employee benefits advisor — you're looking for a cybersecurity advisor".
    const viewer = profile({ lookingFor: "a cybersecurity advisor" });
    const advisor = profile({ jobTitle: "Employee Benefits Advisor" });
    const similarity = () => 0.7;
    const trusted = scoreMatch(viewer, advisor, 0, similarity, TRUSTING);
    expect(trusted.reasons).toEqual([
      "Works as employee benefits advisor — you're looking for a cybersecurity advisor",
    ]);
    const checked = scoreMatch(viewer, advisor, 0, similarity);
    expect(checked.reasons).toEqual([]);
    expect(checked.percentage).toBeLessThan(40);
    expect(checked.fits.theyOffer).toBe(0);
    // Same order points: the engine still thinks them close, it only may not say why.
    expect(checked.score).toBe(trusted.score);
  });

  it("leaves out a phrase that says what the member does not want", () => {
    const viewer = profile({ servicesOffered: "email marketing" });
    const other = profile({ lookingFor: "no email program, a bookkeeper" });
    expect(scoreMatch(viewer, other).reasons).toEqual([]);
  });

  it("notices a member in the other's target audience", () => {
    const founder = profile({ jobTitle: "SaaS Founder", industry: "technology" });
    const agency = profile({ targetAudience: "SaaS founders and product teams" });
    expect(scoreMatch(founder, agency).reasons).toEqual(["Works with SaaS founders, like you"]);
  });

  it("answers a wish for clients by who the member is, never by what they offer", () => {
    const webDesigner = profile({
      jobTitle: "Web Designer",
      servicesOffered: "web design",
      lookingFor: "restaurants that need a new website",
    });
    const chef = profile({ jobTitle: "Owner and Chef", industry: "Restaurants" });
    const restaurantMarketer = profile({
      jobTitle: "Marketing Consultant",
      industry: "marketing",
      servicesOffered: "restaurant marketing, new website launches",
    });
    // A cosine that reads every pair as close: a wish for clients still never meets an offer.
    const close = () => 0.9;
    const forChef = scoreMatch(webDesigner, chef, 0, close);
    expect(forChef.reasons).toEqual([
      "Works in restaurants — you're looking for restaurants that need a new website",
    ]);
    expect(forChef.fits.theyOffer).toBe(1);
    const forMarketer = scoreMatch(webDesigner, restaurantMarketer, 0, close);
    expect(forMarketer.fits.theyOffer).toBe(0);
    expect(forMarketer.reasons.some((reason) => reason.includes("you're looking for"))).toBe(false);
    expect(forChef.score).toBeGreaterThan(forMarketer.score);
    // The other direction: the chef reads why the web designer is shown to them.
    expect(scoreMatch(chef, webDesigner, 0, close).reasons).toEqual([
      "Looking for restaurants that need a new website — you work in restaurants",
    ]);
  });

  it("finds no client in a wish that names none ('companies planning a cloud migration')", () => {
    const architect = profile({
      jobTitle: "Cloud Architect",
      lookingFor: "companies planning a cloud migration",
    });
    const cto = profile({ jobTitle: "CTO", industry: "technology", servicesOffered: "cloud migration" });
    const match = scoreMatch(architect, cto, 0, () => 0.9);
    expect(match.fits.theyOffer).toBe(0);
    expect(match.reasons).toEqual([]);
  });
});

describe("sharedSkills", () => {
  it("compares case-insensitively, once each, in the candidate's spelling", () => {
    expect(sharedSkills(["SEO", "react"], ["React", "seo", "SEO", "Go"])).toEqual(["React", "seo"]);
  });
});

describe("impressionPenalty", () => {
  it("sinks a suggestion only after it has been shown more than 3 times, up to 40 points", () => {
    expect([0, 1, 3, 4, 6, 20].map(impressionPenalty)).toEqual([0, 0, 0, 5, 15, 40]);
  });
});
