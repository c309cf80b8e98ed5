import { Link } from "wouter";
import { QueryState } from "@/components/feedback/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useLatestArticles } from "../api";

const SHOWN = 4;

/** The newest articles, for the feed's right column. */
export function LatestNewsCard() {
  const query = useLatestArticles(SHOWN);
  const articles = query.data?.articles ?? [];
  return (
    <Card data-testid="latest-news">
      <CardHeader className="p-4 pb-2">
        <CardTitle className="text-base">Latest industry news</CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0">
        <QueryState
          query={query}
          what="the news"
          loading={
            <div role="status" aria-label="Loading news" className="grid gap-3">
              {Array.from({ length: SHOWN }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <div key={index} className="grid gap-1.5">
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              ))}
            </div>
          }
          isEmpty={articles.length === 0}
          empty={<p className="text-sm text-muted-foreground">No articles yet.</p>}
        >
          <ul className="grid gap-3">
            {articles.map((article) => (
              <li key={article.id} className="grid gap-0.5">
                <Link
                  href={`/news/${encodeURIComponent(article.slug)}`}
                  className="text-sm font-medium break-words hover:underline"
                >
                  {article.title}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {article.category} · {article.readTime} min read
                </p>
              </li>
            ))}
          </ul>
        </QueryState>
        <Link href="/news" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
          All news
        </Link>
      </CardContent>
    </Card>
  );
}
