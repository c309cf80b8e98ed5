import { describe, expect, it } from "vitest";
import {
  missingProfileFields,
  PROFILE_COMPLETION_FIELDS,
  profileCompletionPercent,
} from "./profile-completion";

const complete = {
  firstName: "Alex",
  lastName: "Morgan",
  jobTitle: "Product Manager",
  company: "Acme",
  industry: "technology",
  professionalSummary: "Builds products.",
  skills: ["Strategy"],
  lookingFor: "Partners",
};

describe("profileCompletionPercent", () => {
  it("is based on 8 fields", () => {
    expect(PROFILE_COMPLETION_FIELDS).toHaveLength(8);
  });

  it("is 100 for a complete profile and 0 for an empty one", () => {
    expect(profileCompletionPercent(complete)).toBe(100);
    expect(profileCompletionPercent({})).toBe(0);
  });

  it("rounds the share of filled fields", () => {
    // 2 of 8 = 25 %, 3 of 8 = 37.5 % -> 38, 5 of 8 = 62.5 % -> 63, 7 of 8 = 87.5 % -> 88
    expect(profileCompletionPercent({ firstName: "A", lastName: "B" })).toBe(25);
    expect(profileCompletionPercent({ firstName: "A", lastName: "B", company: "C" })).toBe(38);
    expect(profileCompletionPercent({ ...complete, jobTitle: null, company: "", industry: undefined })).toBe(
      63,
    );
    expect(profileCompletionPercent({ ...complete, lookingFor: null })).toBe(88);
  });

  it("counts skills only when the list is non-empty and text only when not blank", () => {
    expect(profileCompletionPercent({ ...complete, skills: [] })).toBe(88);
    expect(profileCompletionPercent({ ...complete, skills: null })).toBe(88);
    expect(profileCompletionPercent({ ...complete, professionalSummary: "   " })).toBe(88);
  });
});

describe("missingProfileFields", () => {
  it("names the empty fields in the rule's order, treating blanks and empty lists as empty", () => {
    expect(
      missingProfileFields({ firstName: "Ana", lastName: " ", jobTitle: "CTO", skills: [], lookingFor: "x" }),
    ).toEqual(["lastName", "company", "industry", "professionalSummary", "skills"]);
    expect(
      missingProfileFields({
        firstName: "A",
        lastName: "B",
        jobTitle: "C",
        company: "D",
        industry: "E",
        professionalSummary: "F",
        skills: ["G"],
        lookingFor: "H",
      }),
    ).toEqual([]);
  });
});
