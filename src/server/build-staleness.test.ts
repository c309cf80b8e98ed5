import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isServerBuildStale } from "../../scripts/build.mjs";

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function checkout(withSources: boolean) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-build-"));
  fs.mkdirSync(path.join(root, "dist/server"), { recursive: true });
  fs.writeFileSync(path.join(root, "dist/server/main.js"), "");
  const builtAt = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(root, "dist/server/main.js"), builtAt, builtAt);
  if (withSources) fs.mkdirSync(path.join(root, "src/server"), { recursive: true });
  // What `npm install` does in the container after the build was copied in: a newer lock file.
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}");
}

describe("npm start's rebuild check (scripts/build.mjs)", () => {
  it("rebuilds a checkout whose lock file is newer than its build", () => {
    checkout(true);
    expect(isServerBuildStale(root)).toBe(true);
  });

  it("never rebuilds a production install, which has the build and no sources", () => {
    checkout(false);
    expect(isServerBuildStale(root)).toBe(false);
  });

  it("rebuilds for a changed source file, not for a changed test (no build contains tests)", () => {
    checkout(true);
    const longAgo = new Date(Date.now() - 120_000);
    fs.utimesSync(path.join(root, "package-lock.json"), longAgo, longAgo);
    fs.mkdirSync(path.join(root, "src/server/test"));
    fs.writeFileSync(path.join(root, "src/server/feed.test.ts"), "");
    fs.writeFileSync(path.join(root, "src/server/test/helpers.ts"), "");
    for (const dir of ["src/server/test", "src/server", "src"])
      fs.utimesSync(path.join(root, dir), longAgo, longAgo);
    expect(isServerBuildStale(root)).toBe(false);
    fs.writeFileSync(path.join(root, "src/server/feed.ts"), "");
    expect(isServerBuildStale(root)).toBe(true);
  });
});
