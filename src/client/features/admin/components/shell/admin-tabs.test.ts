import { describe, expect, it } from "vitest";
import { ADMIN_TABS, adminTabFromSearch, searchWithAdminTab } from "./admin-tabs";

describe("admin tabs in the URL", () => {
  it("has the spec's eight tabs in order, then Orders", () => {
    expect(ADMIN_TABS).toEqual([
      "overview",
      "users",
      "posts",
      "articles",
      "businesses",
      "banners",
      "backup",
      "settings",
      "orders",
    ]);
  });

  it("reads the tab from ?tab=, overview when missing or unknown", () => {
    expect(adminTabFromSearch("tab=posts")).toBe("posts");
    expect(adminTabFromSearch("?tab=backup")).toBe("backup");
    expect(adminTabFromSearch("")).toBe("overview");
    expect(adminTabFromSearch("tab=nope")).toBe("overview");
  });

  it("writes the tab and keeps other parameters", () => {
    expect(searchWithAdminTab("x=1", "users")).toBe("x=1&tab=users");
    expect(searchWithAdminTab("tab=users&x=1", "overview")).toBe("x=1");
  });
});
