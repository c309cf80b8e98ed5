import { useSearch } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AdBanner } from "@/features/banners";
import { LatestNewsCard } from "@/features/news";
import { useIsRegistrationOpen } from "@/features/settings/api";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";
import { type FeedView, useRefetchFeedForReader } from "../api";
import { FeedList } from "../components/feed-list";
import { FeedViewTabs } from "../components/feed-view-tabs";
import { MemberCard } from "../components/member-card";
import { PeopleYouMayKnow } from "../components/people-you-may-know";
import { PostComposer } from "../components/post-composer";

/** Invites a visitor to join: posting, commenting and saving are for members. */
function JoinPrompt() {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const isRegistrationOpen = useIsRegistrationOpen();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        Join Netwise to post, comment and save updates from your network.
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => openAuthDialog("login")}
          onFocus={preloadAuthDialog}
        >
          Sign In
        </Button>
        {isRegistrationOpen ? (
          <Button size="sm" onClick={() => openAuthDialog("register")} onFocus={preloadAuthDialog}>
            Join Now
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

const MEMBER_VIEWS: readonly FeedView[] = ["network", "top", "everyone", "saved"];

/** A member's view from the URL (their network unless asked); a visitor always reads everyone's posts. */
function feedViewOf(isMember: boolean, asked: string | null): FeedView {
  if (!isMember) return "everyone";
  return MEMBER_VIEWS.find((view) => view === asked) ?? "network";
}

/** /feed (docs/product.md, States): everyone reads; signed-in members get the composer and their saved posts. */
export function FeedPage() {
  useDocumentTitle("Professional Feed");
  const { user, isLoading } = useAuth();
  const search = useSearch();
  useRefetchFeedForReader(user?.id ?? null, isLoading);
  const view = feedViewOf(user !== null, new URLSearchParams(search).get("view"));
  return (
    <PageContainer
      className={cn(
        "grid grid-cols-[minmax(0,1fr)] items-start gap-4 sm:gap-6",
        user ? "lg:grid-cols-[15rem_minmax(0,1fr)_18rem]" : "max-w-5xl lg:grid-cols-[minmax(0,1fr)_18rem]",
      )}
    >
      {/* Desktop: the member's card on the left, suggestions and news on the right; a phone shows the feed alone. */}
      {user ? (
        <aside aria-label="Your profile" className="sticky top-20 hidden lg:block">
          <MemberCard user={user} />
        </aside>
      ) : null}
      <div className="grid min-w-0 gap-4 sm:gap-6">
        {/* A phone's first screen must hold a post: a short title, the one-line composer, the views in
            one row, and the sponsored card after the first post. */}
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Professional Feed</h1>
          <p className="hidden text-muted-foreground sm:block">
            Updates, opportunities and wins from professionals on Netwise.
          </p>
        </header>
        {isLoading ? null : user ? <PostComposer user={user} /> : <JoinPrompt />}
        {user ? <FeedViewTabs view={view} /> : null}
        <FeedList key={view} viewer={user} view={view} afterFirstPost={<AdBanner page="Feed" />} />
      </div>
      <aside aria-label="Suggestions and news" className="sticky top-20 hidden gap-6 lg:grid">
        {user ? <PeopleYouMayKnow /> : null}
        <LatestNewsCard />
      </aside>
    </PageContainer>
  );
}
