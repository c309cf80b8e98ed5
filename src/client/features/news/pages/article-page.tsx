import type { ArticleDetail } from "@shared/contracts/news";
import { articleParagraphs } from "@shared/rules/news";
import {
  AlertTriangle,
  ArrowLeft,
  CalendarDays,
  Clock,
  FileQuestion,
  Lock,
  Star,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-request";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useArticle } from "../api";
import { ArticleActions } from "../components/article-actions";
import { ArticleHeroImage } from "../components/article-hero-image";
import { ArticleTags } from "../components/article-tags";

function BackToNews() {
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-3 justify-self-start">
      <Link href="/news">
        <ArrowLeft aria-hidden="true" />
        Back to News
      </Link>
    </Button>
  );
}

/** The site an imported article came from (the whole address if it cannot be parsed). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

function formatPublishedDate(value: string): string {
  return new Date(value).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** What a visitor sees in place of the article's body: why it is hidden and the two ways in. */
function SignInToRead({ title }: { title: string }) {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  // Signing in from here comes back to the article, not the dashboard.
  const [returnTo] = useLocation();
  return (
    <section
      aria-labelledby="sign-in-to-read"
      className="grid justify-items-start gap-3 rounded-card border border-border bg-muted/40 p-6"
      data-testid="article-sign-in-prompt"
    >
      <h2 id="sign-in-to-read" className="flex items-center gap-2 text-lg font-semibold">
        <Lock aria-hidden="true" className="size-5 text-primary" />
        Sign in to read the whole article
      </h2>
      <p className="text-muted-foreground">
        Members read “{title}” and every other article in Industry News for free. Joining takes a minute.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => openAuthDialog("register", { returnTo })}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
        >
          Join Netwise
        </Button>
        <Button
          variant="outline"
          onClick={() => openAuthDialog("login", { returnTo })}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
        >
          Sign In
        </Button>
      </div>
    </section>
  );
}

function ArticleView({ article, isTeaser }: { article: ArticleDetail; isTeaser: boolean }) {
  return (
    <article className="grid gap-6">
      <BackToNews />
      <ArticleHeroImage
        src={article.heroImage}
        alt={`Illustration for ${article.title}`}
        eager
        className="aspect-[2/1] w-full rounded-card border border-border"
      />
      <header className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{article.category}</Badge>
          {article.is_featured ? (
            <Badge>
              <Star aria-hidden="true" />
              Featured
            </Badge>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
        {article.summary ? <p className="text-lg text-muted-foreground">{article.summary}</p> : null}
        <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>
              <UserRound aria-hidden="true" className="size-4" />
              <span className="sr-only">Author</span>
            </dt>
            <dd className="font-medium text-foreground">{article.author}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only">Published</span>
            </dt>
            <dd>
              <time dateTime={article.publishedAt}>{formatPublishedDate(article.publishedAt)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Read time</span>
            </dt>
            <dd>{article.readTime} min read</dd>
          </div>
        </dl>
        {isTeaser ? null : <ArticleActions article={article} />}
      </header>
      {isTeaser ? <SignInToRead title={article.title} /> : <ArticleBody article={article} />}
    </article>
  );
}

function ArticleBody({ article }: { article: ArticleDetail }) {
  return (
    <>
      <div className="grid max-w-prose gap-4 text-base leading-7" data-testid="article-content">
        {articleParagraphs(article.content).map((paragraph, index) => (
          // Paragraphs have no identity of their own; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {article.url ? (
        <p className="text-sm text-muted-foreground">
          Originally published at{" "}
          <a
            href={article.url}
            className="text-primary underline-offset-4 hover:underline"
            rel="noopener noreferrer nofollow"
            target="_blank"
          >
            {hostOf(article.url)}
          </a>
        </p>
      ) : null}
      <ArticleTags tags={article.tags} all />
      <footer className="flex flex-wrap gap-3 border-t border-border pt-6">
        <Button variant="outline" asChild>
          <Link href="/news">
            <ArrowLeft aria-hidden="true" />
            Back to News
          </Link>
        </Button>
        <Button asChild>
          <Link href="/news">Browse All Articles</Link>
        </Button>
      </footer>
    </>
  );
}

function ArticleSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" data-testid="article-skeleton">
      <span className="sr-only" role="status">
        Loading article
      </span>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="aspect-[2/1] w-full rounded-card" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-3/5" />
      <div className="grid gap-3 pt-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

function StatePanel({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: typeof FileQuestion;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="grid justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-14 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

/** /news/{slug}: the whole article for members; for visitors its teaser and a sign-in prompt. */
export function ArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const { user, isLoading: isSessionLoading } = useAuth();
  const query = useArticle(slug);
  const error = query.isError ? parseApiError(query.error) : null;
  const isNotFound = error?.status === 404;
  useDocumentTitle(query.data?.title ?? (isNotFound ? "Article Not Found" : "News Article"));

  return (
    <PageContainer className="max-w-4xl">
      {query.isPending || isSessionLoading ? (
        <ArticleSkeleton />
      ) : query.data ? (
        <ArticleView article={query.data} isTeaser={!user} />
      ) : isNotFound ? (
        <StatePanel
          icon={FileQuestion}
          title="Article Not Found"
          text="The article you're looking for doesn't exist."
        >
          <Button asChild>
            <Link href="/news">
              <ArrowLeft aria-hidden="true" />
              Back to News
            </Link>
          </Button>
        </StatePanel>
      ) : (
        <StatePanel
          icon={AlertTriangle}
          title="We couldn't load this article"
          text={error?.message ?? "Check your connection and try again."}
        >
          <Button onClick={() => void query.refetch()}>Try again</Button>
          <Button variant="outline" asChild>
            <Link href="/news">Back to News</Link>
          </Button>
        </StatePanel>
      )}
    </PageContainer>
  );
}
