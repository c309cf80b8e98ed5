import { describe, expect, it } from "vitest";
import { OLD_WAYS, type OldWay, oldWayCounts } from "./old-ways";

/**
 * The old ways of issue 31 may only recede: a file not listed here fails on its first use of one, and
 * a listed file fails when its count grows. Converting a file lowers its number (or removes its line).
 * Some are here for good: /s/{code} and the health checks are not API endpoints, the single sign-on
 * start and callback (auth/oidc.routes.ts) answer 302 redirects, not JSON, and the layout's
 * banner, search-box and "verify your e-mail" calls (banners/api.ts, search/preview-api.ts,
 * auth/resend-verification-api.ts) keep zod out of the landing page, as does the two-factor gate's
 * status query (account/two-factor-status-api.ts, on getJson). The backup download (`/download/*`) streams a file
 * and is hidden from the API document, and a message thread keeps each page whole (its answer also
 * carries the other member), so messages/api.ts pages it with useInfiniteQuery.
 */
const STILL_ALLOWED: Record<OldWay, Record<string, number>> = {
  "route registered by hand": {
    "src/server/modules/auth/oidc.routes.ts": 2,
    "src/server/modules/backups/backups.routes.ts": 1,
    "src/server/modules/health/health.routes.ts": 2,
    "src/server/modules/links/short-link.routes.ts": 1,
    "src/server/modules/notifications/live-events.routes.ts": 1,
  },
  "inline error schema": {},
  "hand-written list envelope": {},
  "apiRequest in a feature": {
    "src/client/features/auth/resend-verification-api.ts": 1,
    "src/client/features/banners/api.ts": 2,
    "src/client/features/search/preview-api.ts": 1,
  },
  "raw fetch in a feature": {
    "src/client/features/banners/api.ts": 1,
  },
  "useInfiniteQuery in a feature": {
    "src/client/features/messages/api.ts": 1,
  },
  "retired cursor words": {},
  "module-level installer": {},
  "split member name": {},
  "hand-built loading chain": {
    "src/client/features/account/components/sessions-section.tsx": 1,
    "src/client/features/admin/components/articles/article-editor-dialog.tsx": 1,
    "src/client/features/admin/components/banners/banners-tab.tsx": 1,
    "src/client/features/admin/components/settings/sign-in-policy-card.tsx": 1,
    "src/client/features/dashboard/components/overview/network-growth-card.tsx": 1,
  },
};

describe("the old ways (decision 0018)", () => {
  for (const way of Object.keys(OLD_WAYS) as OldWay[]) {
    it(`${way}: no new use, and no listed file uses it more`, () => {
      const grown = Object.entries(oldWayCounts(way)).filter(
        ([file, count]) => count > (STILL_ALLOWED[way][file] ?? 0),
      );
      expect(grown, `${OLD_WAYS[way].pattern}: convert to the one way (docs/architecture.md)`).toEqual([]);
    });
  }

  it("finds what it looks for (each pattern matches the example of its old way)", () => {
    const examples: Record<OldWay, string> = {
      "route registered by hand": 'app.get(\n  "/api/x",',
      "inline error schema": "404: errorResponseSchema",
      "hand-written list envelope": "nextCursor: z.string()",
      "apiRequest in a feature": "apiRequest<Thing>(",
      "raw fetch in a feature": "await fetch(url)",
      "useInfiniteQuery in a feature": "useInfiniteQuery({",
      "retired cursor words": "X-Next-Cursor",
      "module-level installer": "export function installEmbedder(",
      "split member name": 'const [firstName, ...rest] = person.name.split(" ");',
      "hand-built loading chain":
        "{query.isPending ? (\n  <ListSkeleton />\n) : query.error ? (\n  <SectionError",
    };
    for (const way of Object.keys(OLD_WAYS) as OldWay[]) {
      expect(examples[way].match(OLD_WAYS[way].pattern), way).not.toBeNull();
    }
    expect("refetch()".match(OLD_WAYS["raw fetch in a feature"].pattern)).toBeNull();
  });
});
