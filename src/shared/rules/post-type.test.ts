import { describe, expect, it } from "vitest";
import { displayedPostType, postTypeLabel } from "./post-type";

describe("displayedPostType", () => {
  it("keeps the known types", () => {
    for (const type of ["general", "opportunity", "achievement", "insight", "connection"]) {
      expect(displayedPostType(type)).toBe(type);
    }
  });

  it("shows an unknown type as connection", () => {
    expect(displayedPostType("poll")).toBe("connection");
    expect(displayedPostType("")).toBe("connection");
  });

  it("labels the badge", () => {
    expect(postTypeLabel("achievement")).toBe("Achievement");
    expect(postTypeLabel("mystery")).toBe("Connection");
  });
});
