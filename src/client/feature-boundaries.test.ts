import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The client's one rule between features (docs/architecture.md): a feature uses another only through
 * that feature's `index.ts` (UI pieces) or `api.ts` (queries and mutations); `components/` and `lib/`
 * import no feature, except the layout's registry, which also keeps to index.ts and api.ts.
 */
const CLIENT = path.resolve("src/client");
const FEATURES = path.join(CLIENT, "features");
const LAYOUT_REGISTRY = "components/layout/feature-slots.tsx";

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const PUBLIC_FILE = /^(index|index\.tsx?|api|api\.ts)$/;

/** The path under features/ a specifier points at ("feed/components/post-card"), or null when outside. */
function featureTarget(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = path.join(CLIENT, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(path.join(CLIENT, file)), specifier);
  else return null;
  const relative = path.relative(FEATURES, target);
  return relative === "" || relative.startsWith("..") ? null : relative.split(path.sep).join("/");
}

/** Each import of `source` (a file at `file`, relative to src/client) that breaks the rule. */
function boundaryViolations(file: string, source: string): string[] {
  const [top, ownFeature] = file.split("/");
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(IMPORT)) {
    if (!specifier) continue;
    const target = featureTarget(file, specifier);
    if (!target) continue;
    const [feature, ...rest] = target.split("/");
    if (top === "features" && feature === ownFeature) continue;
    const isPublic = rest.length === 0 || (rest.length === 1 && PUBLIC_FILE.test(rest[0] ?? ""));
    if (top === "features" || file === LAYOUT_REGISTRY) {
      if (!isPublic) found.push(`${file} imports ${specifier}: only features/${feature}/index.ts or api.ts`);
    } else if (top === "components" || top === "lib") {
      found.push(`${file} imports ${specifier}: ${top}/ reaches features only through ${LAYOUT_REGISTRY}`);
    }
  }
  return found;
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(CLIENT, full).split(path.sep).join("/")] : [];
  });
}

describe("feature boundaries", () => {
  it("no feature imports another's internals, and components/ and lib/ import no feature", () => {
    const files = ["features", "components", "lib"].flatMap((top) => sourceFiles(path.join(CLIENT, top)));
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      boundaryViolations(file, fs.readFileSync(path.join(CLIENT, file), "utf8")),
    );
    expect(violations).toEqual([]);
  });

  it("catches an import of another feature's internals, by alias or by a relative path", () => {
    expect(
      boundaryViolations(
        "features/search/a.tsx",
        'import { PostCard } from "@/features/feed/components/post-card";',
      ),
    ).toHaveLength(1);
    expect(
      boundaryViolations(
        "features/dashboard/components/x.tsx",
        'import { T } from "../../messages/components/messages-tab";',
      ),
    ).toHaveLength(1);
    expect(
      boundaryViolations("features/a/b.tsx", 'const P = lazy(() => import("@/features/profiles/pages/p"));'),
    ).toHaveLength(1);
    expect(
      boundaryViolations("features/a/components/b.tsx", 'export { X } from "../../feed/components/x";'),
    ).toHaveLength(1);
  });

  it("allows a feature's index.ts and api.ts, and its own files", () => {
    const source = [
      'import { PostCard } from "@/features/feed";',
      'import { useFeed } from "@/features/feed/api";',
      'import { X } from "../../feed/index";',
      'import { Y } from "../components/y";',
      'import { Z } from "@/features/search/components/z";',
    ].join("\n");
    expect(boundaryViolations("features/search/pages/p.tsx", source)).toEqual([]);
  });

  it("keeps components/ and lib/ off the features, except the registry", () => {
    expect(
      boundaryViolations("components/layout/top-nav.tsx", 'import { A } from "@/features/settings/api";'),
    ).toHaveLength(1);
    expect(boundaryViolations("lib/x.ts", 'import { A } from "../features/auth";')).toHaveLength(1);
    expect(boundaryViolations(LAYOUT_REGISTRY, 'import { A } from "@/features/settings/api";')).toEqual([]);
    expect(
      boundaryViolations(LAYOUT_REGISTRY, 'import("@/features/search/components/nav-search")'),
    ).toHaveLength(1);
  });
});
