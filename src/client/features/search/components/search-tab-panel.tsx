import type { FeedPost } from "@shared/contracts/feed";
import type { SearchKind } from "@shared/contracts/search";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PostCard } from "@/features/feed";
import { useAuth } from "@/lib/auth-provider";
import { type SearchResultOf, useSearchTab } from "../api";
import { ArticleResultRow, BusinessResultRow, MemberResultRow, resultHref } from "./search-result-rows";

/** A kind in a sentence: "No members match …". */
export const WHAT: Record<SearchKind, string> = {
  members: "members",
  posts: "posts",
  articles: "articles",
  businesses: "businesses",
};

const linkRowClassName =
  "block rounded-card border border-border bg-card p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function ResultList<Tab extends SearchKind>({
  tab,
  q,
  render,
}: {
  tab: Tab;
  q: string;
  render: (item: SearchResultOf[Tab]) => ReactNode;
}) {
  const query = useSearchTab(tab, q);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState
      query={query}
      what={`the matching ${WHAT[tab]}`}
      loading={<ListSkeleton rows={4} label={`Loading ${WHAT[tab]}`} />}
      isEmpty={items.length === 0}
      empty={
        <EmptyState
          icon={SearchX}
          message={`No ${WHAT[tab]} match “${q}”. Try fewer or different words.`}
          testId="search-empty"
        />
      }
    >
      <ul className="grid gap-3" aria-label={`Matching ${WHAT[tab]}`}>
        {items.map((item) => (
          <li key={(item as { id: number }).id}>{render(item)}</li>
        ))}
      </ul>
      <LoadMoreButton
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={`Show more ${WHAT[tab]}`}
      />
    </QueryState>
  );
}

/** One result as every list of /search shows it: a post as in the feed, the rest as a link row. */
export function SearchResultItem<Kind extends SearchKind>({
  kind,
  item,
}: {
  kind: Kind;
  item: SearchResultOf[Kind];
}) {
  const { user } = useAuth();
  if (kind === "posts") return <PostCard post={item as FeedPost} viewer={user} />;
  if (kind === "members") {
    const member = item as SearchResultOf["members"];
    return (
      <Link href={resultHref.member(member)} className={linkRowClassName}>
        <MemberResultRow member={member} />
      </Link>
    );
  }
  if (kind === "articles") {
    const article = item as SearchResultOf["articles"];
    return (
      <Link href={resultHref.article(article)} className={linkRowClassName}>
        <ArticleResultRow article={article} />
        {article.summary ? (
          <span className="mt-2 block text-sm text-muted-foreground">{article.summary}</span>
        ) : null}
      </Link>
    );
  }
  const business = item as SearchResultOf["businesses"];
  return (
    <Link href={resultHref.business(business)} className={linkRowClassName}>
      <BusinessResultRow business={business} />
    </Link>
  );
}

/** One kind's tab of /search: its own keyset-paged list. */
export function SearchTabPanel({ tab, q }: { tab: SearchKind; q: string }) {
  return <ResultList tab={tab} q={q} render={(item) => <SearchResultItem kind={tab} item={item} />} />;
}
