import { describe, expect, it } from "vitest";
import { opportunityDetails } from "./opportunity-details";

describe("opportunityDetails", () => {
  it("joins company, place and budget", () => {
    expect(
      opportunityDetails({
        company: "Ledgerline",
        location: "New York, NY",
        remoteOption: false,
        budget: "$5k",
      }),
    ).toBe("Ledgerline • New York, NY • $5k");
  });

  it("says Remote, with the location when there is one", () => {
    expect(opportunityDetails({ company: "Verde", location: "Los Angeles, CA", remoteOption: true })).toBe(
      "Verde • Los Angeles, CA or Remote",
    );
    expect(opportunityDetails({ location: "Remote", remoteOption: true })).toBe("Remote");
    expect(opportunityDetails({ remoteOption: true, budget: "Volunteer" })).toBe("Remote • Volunteer");
  });

  it("leaves out missing and blank parts", () => {
    expect(opportunityDetails({ company: "  ", location: null, remoteOption: false, budget: null })).toBe("");
    expect(opportunityDetails({ company: "Acme" })).toBe("Acme");
  });
});
