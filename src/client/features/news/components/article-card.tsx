import type { ArticleListItem } from "@shared/contracts/news";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Clock, Flame, Star } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ArticleHeroImage } from "./article-hero-image";
import { ArticleTags } from "./article-tags";

/** One article in the news list; the title opens /news/{slug}. */
export function ArticleCard({ article }: { article: ArticleListItem }) {
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row" data-testid="article-card">
      <ArticleHeroImage
        src={article.heroImage}
        alt=""
        className="aspect-[16/9] w-full shrink-0 object-left sm:aspect-auto sm:h-auto sm:w-56"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{article.category}</Badge>
          {article.is_featured ? (
            <Badge>
              <Star aria-hidden="true" />
              Featured
            </Badge>
          ) : null}
          {article.trending ? (
            <Badge variant="outline">
              <Flame aria-hidden="true" />
              Trending
            </Badge>
          ) : null}
          <time dateTime={article.publishedAt} title={new Date(article.publishedAt).toLocaleString()}>
            {formatRelativeTime(article.publishedAt)}
          </time>
        </div>
        <h2 className="text-lg font-semibold leading-snug">
          <Link
            href={`/news/${article.slug}`}
            className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {article.title}
          </Link>
        </h2>
        {article.summary ? <p className="text-sm text-muted-foreground">{article.summary}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <ArticleTags tags={article.tags} />
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <span>{article.author}</span>
            <span aria-hidden="true">·</span>
            <Clock aria-hidden="true" className="size-3.5" />
            <span>{article.readTime} min read</span>
          </p>
        </div>
      </div>
    </Card>
  );
}

/** The loading shape of an article card. */
export function ArticleCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row" data-testid="article-card-skeleton">
      <Skeleton className="aspect-[16/9] w-full rounded-none sm:aspect-auto sm:h-44 sm:w-56" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </Card>
  );
}
