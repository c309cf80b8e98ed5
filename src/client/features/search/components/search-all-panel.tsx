import { SEARCH_KINDS, type SearchCounts, type SearchKind } from "@shared/contracts/search";
import { ArrowRight, SearchX } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { countLabel, KIND_LABELS, type SearchResultOf, searchPageHref, useSearchPreview } from "../api";
import { SearchResultItem, WHAT } from "./search-tab-panel";

/** "and" between the last two: "articles and businesses". */
function listOf(words: string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * The All tab of /search: a section per kind with its first few results and a link to its tab; the
 * kinds that found something come first, those that found nothing are named in one line below.
 */
export function SearchAllPanel({ q, counts }: { q: string; counts: SearchCounts | undefined }) {
  const query = useSearchPreview(q, 1);
  const preview = query.data;
  const found = SEARCH_KINDS.filter((kind) => (preview?.[kind].length ?? 0) > 0);
  const missing = SEARCH_KINDS.filter((kind) => !found.includes(kind));
  return (
    <QueryState
      query={query}
      what="the search results"
      loading={<ListSkeleton rows={4} label="Loading results" />}
      isEmpty={found.length === 0}
      empty={
        <EmptyState
          icon={SearchX}
          message={`Nothing matches “${q}”. Try fewer or different words.`}
          testId="search-empty"
        />
      }
    >
      <div className="grid gap-8">
        {found.map((kind) => (
          <KindSection key={kind} kind={kind} q={q} items={preview?.[kind] ?? []} count={counts?.[kind]} />
        ))}
        {missing.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            No {listOf(missing.map((kind) => WHAT[kind]))} match “{q}”.
          </p>
        ) : null}
      </div>
    </QueryState>
  );
}

function KindSection<Kind extends SearchKind>({
  kind,
  q,
  items,
  count,
}: {
  kind: Kind;
  q: string;
  items: SearchResultOf[Kind][];
  count: number | undefined;
}) {
  const headingId = `search-section-${kind}`;
  const hasMore = count !== undefined && count > items.length;
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3"
      data-testid={`search-section-${kind}`}
    >
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold">
        {KIND_LABELS[kind]}
        {count !== undefined ? (
          <span className="text-sm font-normal text-muted-foreground tabular-nums">{countLabel(count)}</span>
        ) : null}
      </h2>
      <ul className="grid gap-3" aria-label={`Matching ${WHAT[kind]}`}>
        {items.map((item) => (
          <li key={(item as { id: number }).id}>
            <SearchResultItem kind={kind} item={item} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Link
          href={searchPageHref(q, kind)}
          className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          See all {countLabel(count)} {WHAT[kind]}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
