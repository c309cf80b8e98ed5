import { describe, expect, it } from "vitest";
import { impressionPenalty, type MatchProfile, scoreMatch, sharedSkills } from "./matching-score";

const profile = (overrides: Partial<MatchProfile> = {}): MatchProfile => ({
  jobTitle: null,
  industry: null,
  location: null,
  skills: [],
  lookingFor: null,
  servicesOffered: null,
  targetAudience: null,
  ...overrides,
});

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
    const scores = [perfect, offersOnly, sameCityOnly, nothing].map(
      (c) => scoreMatch(agencyFounder, c).score,
    );
    expect(scores[0]).toBeGreaterThan(scores[1] as number);
    expect(scores[1]).toBeGreaterThan(scores[2] as number);
    expect(scores[2]).toBeGreaterThan(scores[3] as number);
    expect(scores[3]).toBe(0);
    for (const score of scores) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
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
    const { score, reasons } = scoreMatch(agencyFounder, designer, 4);
    expect(reasons).toEqual([
      "Offers web design, which you're looking for",
      "3 shared skills: Figma, React, SEO",
      "Looking for SEO help for my studio, which you offer",
      "4 mutual connections",
    ]);
    expect(score).toBeGreaterThanOrEqual(70);
  });

  it("gives only the reasons that apply", () => {
    expect(scoreMatch(agencyFounder, profile({ location: "Austin" })).reasons).toEqual(["Both in Austin"]);
    expect(scoreMatch(agencyFounder, profile({ industry: "Marketing" })).reasons).toEqual([
      "Both work in marketing",
    ]);
    expect(scoreMatch(agencyFounder, profile({ industry: "technology" })).reasons).toEqual([
      "Works in technology, close to your field",
    ]);
    expect(scoreMatch(agencyFounder, profile({ skills: ["seo"] })).reasons).toEqual(["Shared skill: seo"]);
    expect(scoreMatch(agencyFounder, profile(), 1).reasons).toEqual(["1 mutual connection"]);
    expect(scoreMatch(agencyFounder, profile())).toEqual({ score: 0, reasons: [] });
  });

  it("treats synonyms and word forms as the same need", () => {
    const viewer = profile({ lookingFor: "An SEO specialist" });
    const spelledOut = profile({ servicesOffered: "Search engine optimization audits" });
    expect(scoreMatch(viewer, spelledOut).reasons).toEqual([
      "Offers search engine optimization audits, which you're looking for",
    ]);
    const bookkeeper = profile({ servicesOffered: "Accounting for agencies" });
    expect(scoreMatch(agencyFounder, bookkeeper).reasons[0]).toBe(
      "Offers accounting for agencies, which you're looking for",
    );
    const marketer = profile({ lookingFor: "Marketing consultants" });
    const consultant = profile({ jobTitle: "Marketing Consultant" });
    expect(scoreMatch(marketer, consultant).score).toBeGreaterThan(0);
  });

  it("words the reason by where the offer comes from: services, skills or the job title", () => {
    const viewer = profile({ lookingFor: "SaaS founders, a Kubernetes expert" });
    expect(scoreMatch(viewer, profile({ jobTitle: "SaaS Founder" })).reasons).toEqual([
      "Works as SaaS Founder, who you're looking for",
    ]);
    expect(scoreMatch(viewer, profile({ skills: ["Kubernetes"] })).reasons).toEqual([
      "Skilled in Kubernetes, which you're looking for",
    ]);
  });

  it("is reciprocal: each side's needs count", () => {
    const needsYou = profile({ lookingFor: "Paid search management for my store" });
    const oneWay = scoreMatch(agencyFounder, needsYou);
    expect(oneWay.reasons).toEqual(["Looking for paid search management for my store, which you offer"]);
    const bothWays = scoreMatch(
      agencyFounder,
      profile({ lookingFor: "Paid search management for my store", servicesOffered: "Bookkeeping" }),
    );
    expect(bothWays.score).toBeGreaterThan(oneWay.score);
  });

  it("notices a member in the other's target audience", () => {
    const founder = profile({ jobTitle: "SaaS Founder", industry: "technology" });
    const agency = profile({ targetAudience: "SaaS founders and product teams" });
    expect(scoreMatch(founder, agency).reasons).toEqual(["Works with SaaS founders, like you"]);
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
