import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_PATH_PATTERNS, isAppPath } from "./app-paths";

describe("isAppPath", () => {
  it("knows the pages of the route table, with or without a trailing slash", () => {
    for (const path of [
      "/",
      "/feed",
      "/feed/",
      "/news/some-slug",
      "/profile/alex",
      "/services/seo",
      "/about",
    ])
      expect(isAppPath(path), path).toBe(true);
  });

  it("refuses other paths", () => {
    for (const path of ["/nope", "/feed/extra", "/profile/", "/profile/a/b", "/s/abc", "/legalese", "//"])
      expect(isAppPath(path), path).toBe(false);
  });

  it("lists every path the client's router declares", () => {
    const routes = fs.readFileSync("src/client/routes.tsx", "utf8");
    const declared = [...routes.matchAll(/path[=:]\s*\{?[`"]([^`"]+)[`"]/g)].map((match) =>
      (match[1] ?? "").replace(/\$\{slug\}/, ":category"),
    );
    expect(declared.length).toBeGreaterThan(10);
    for (const path of declared) expect(APP_PATH_PATTERNS, path).toContain(path);
  });
});
