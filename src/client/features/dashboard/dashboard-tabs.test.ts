import { describe, expect, it } from "vitest";
import { searchWithoutEdit, searchWithTab, tabFromSearch } from "./dashboard-tabs";

describe("dashboard tabs in the URL", () => {
  it("reads the tab, defaulting to overview", () => {
    expect(tabFromSearch("?tab=messages")).toBe("messages");
    expect(tabFromSearch("tab=referrals&edit=profile")).toBe("referrals");
    expect(tabFromSearch("")).toBe("overview");
    expect(tabFromSearch("?tab=unknown")).toBe("overview");
  });

  it("writes the tab and keeps other parameters", () => {
    expect(searchWithTab("", "connections")).toBe("tab=connections");
    expect(searchWithTab("?edit=profile&tab=overview", "messages")).toBe("edit=profile&tab=messages");
  });

  it("drops the edit request only", () => {
    expect(searchWithoutEdit("?edit=profile&tab=messages")).toBe("tab=messages");
    expect(searchWithoutEdit("edit=profile")).toBe("");
  });
});
