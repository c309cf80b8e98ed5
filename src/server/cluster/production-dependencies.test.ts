import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

describe("the compiled server on a production install (npm ci --omit=dev)", () => {
  it("imports only packages listed in dependencies, never devDependencies", async () => {
    // The same bundling as scripts/build.mjs (dependencies stay external), without writing files.
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: [
        "src/server/main.ts",
        "src/server/cli/create-admin.ts",
        "src/server/modules/matching/embeddings/sentence-model-process.ts",
      ],
      outdir: "out",
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      tsconfig: "tsconfig.json",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const builtins = new Set(builtinModules);
    const imported = new Set<string>();
    for (const output of Object.values(result.metafile.outputs)) {
      for (const entry of output.imports) {
        if (!entry.external || entry.path.startsWith("node:") || builtins.has(entry.path)) continue;
        imported.add(packageName(entry.path));
      }
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
  }, 60_000);

  it("needs no TypeScript runner: tsx is a development dependency only", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(manifest.dependencies).not.toHaveProperty("tsx");
    expect(manifest.devDependencies).toHaveProperty("tsx");
    for (const name of ["start", "create-admin"])
      expect(manifest.scripts[name]).toMatch(/^node (--\S+ )*scripts\/\S+\.mjs$/);
  });
});
