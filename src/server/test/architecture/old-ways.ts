import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The retired ways of issue 31 (decision 0018), each a pattern and the files it is searched in. New
 * code must not use them; the files that still do are listed in old-ways.test.ts with their counts,
 * which may only go down.
 */
export const OLD_WAYS = {
  /** A route registered with `app.get(...)` and friends instead of `route(app, endpoint, ...)`. */
  "route registered by hand": {
    under: "src/server/modules",
    files: /\.routes\.ts$/,
    pattern: /\b(?:app|scope|instance|admin|routes)\.(?:get|post|put|patch|delete)(?:<[^>]*>)?\(\s*["'`]/g,
  },
  /** An error answer written inline instead of through `errorResponses()`. */
  "inline error schema": {
    under: "src/server/modules",
    files: /\.routes\.ts$/,
    pattern: /\b[45]\d\d: errorResponseSchema/g,
  },
  /** A list envelope written by hand instead of `cursorPage()`. */
  "hand-written list envelope": {
    under: "src/shared/contracts",
    files: /^(?!common\.ts$).*\.ts$/,
    pattern: /\bnextCursor: /g,
  },
  /** The client's older call helper, where `call`/`useList` and an endpoint definition belong. */
  "apiRequest in a feature": {
    under: "src/client/features",
    files: /\.tsx?$/,
    pattern: /\bapiRequest(?:<[^>]*>)?\(/g,
  },
  /** A raw `fetch(` in a feature: calls go through the endpoint client. */
  "raw fetch in a feature": {
    under: "src/client/features",
    files: /\.tsx?$/,
    pattern: /(?<![\w.])fetch\(/g,
  },
  /** A hand-rolled infinite query in a feature instead of `useList`. */
  "useInfiniteQuery in a feature": {
    under: "src/client/features",
    files: /\.tsx?$/,
    pattern: /\buseInfiniteQuery\(/g,
  },
  /** The cursor travels in the body (decision 0014): the header and `after`/`nextAfter` are gone. */
  "retired cursor words": {
    under: "src",
    files: /^(?!.*old-ways).*\.tsx?$/,
    pattern: /X-Next-Cursor|\bnextAfter\b/gi,
  },
  /**
   * A run-time dependency installed into module state (`installX(...)`, `configureX(...)`) or found
   * through a process-wide registry (`runningX()`), instead of built by buildApp and passed down.
   */
  "module-level installer": {
    under: "src/server",
    files: /\.ts$/,
    pattern: /\bexport (?:async )?function (?:install|configure|running)[A-Z]\w*\(/g,
  },
  /** A member's initials from a split full name: the member summary carries firstName and lastName. */
  "split member name": {
    under: "src/client",
    files: /\.tsx?$/,
    pattern: /\bname\.(?:trim\(\)\.)?split\(/g,
  },
  /** Loading, error and empty states chained by hand instead of `QueryState`. */
  "hand-built loading chain": {
    under: "src/client/features",
    files: /\.tsx$/,
    pattern: /\berror \? \(\s*<SectionError/g,
  },
} as const;

export type OldWay = keyof typeof OLD_WAYS;

/** How often each file (path from the project root) uses an old way; test files are left out. */
export function oldWayCounts(way: OldWay): Record<string, number> {
  const { under, files, pattern } = OLD_WAYS[way];
  const counts: Record<string, number> = {};
  for (const file of readdirSync(path.resolve(under), { recursive: true, encoding: "utf8" })) {
    const name = path.basename(file);
    if (/\.test\.tsx?$/.test(name) || !files.test(name)) continue;
    const text = readFileSync(path.resolve(under, file), "utf8");
    const found = text.match(pattern)?.length ?? 0;
    if (found > 0) counts[path.join(under, file)] = found;
  }
  return counts;
}
