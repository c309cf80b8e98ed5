import type { CurrentUser } from "@shared/contracts/auth";
import { AlertTriangle, MessagesSquare, RotateCw } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { LoadMoreSentinel } from "@/components/feedback/load-more-sentinel";
import { Button } from "@/components/ui/button";
import { BuildYourFeedCard } from "@/features/follows";
import { parseApiError } from "@/lib/api-request";
import { type FeedView, useFeed } from "../api";
import { FeedSkeleton } from "./feed-skeleton";
import { PostCard } from "./post-card";

type FeedListProps = {
  viewer: CurrentUser | null;
  view?: FeedView;
  /** Shown after the first post (the sponsored card), so a phone's first screen holds a post. */
  afterFirstPost?: ReactNode;
};

/** The posts, newest first, with loading, empty and error states and infinite scroll. */
export function FeedList({ viewer, view = "everyone", afterFirstPost = null }: FeedListProps) {
  const feed = useFeed(view);

  if (feed.isPending) return <FeedSkeleton />;

  if (feed.isError) {
    const { message } = parseApiError(feed.error);
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-card border border-destructive/40 bg-card px-4 py-10 text-center"
      >
        <AlertTriangle aria-hidden="true" className="size-7 text-destructive" />
        <h2 className="text-lg font-semibold">
          {view === "saved" ? "We could not load your saved posts" : "We could not load the feed"}
        </h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          {message ?? "Check your connection and try again."}
        </p>
        <Button variant="outline" onClick={() => feed.refetch()} disabled={feed.isRefetching}>
          <RotateCw aria-hidden="true" className={feed.isRefetching ? "animate-spin" : undefined} />
          {feed.isRefetching ? "Retrying..." : "Try Again"}
        </Button>
      </div>
    );
  }

  const posts = feed.data.pages.flatMap((page) => page.items);
  // A member with no network yet: what to follow, then everyone's posts.
  if (posts.length === 0 && view === "network") {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <BuildYourFeedCard />
        <FeedList viewer={viewer} view="everyone" afterFirstPost={afterFirstPost} />
      </div>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <EmptyFeed view={view} isMember={viewer !== null} />
        {afterFirstPost}
      </div>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 className="sr-only">Posts</h2>
      {posts.map((post, index) => (
        <Fragment key={post.id}>
          <PostCard post={post} viewer={viewer} />
          {index === 0 ? afterFirstPost : null}
        </Fragment>
      ))}
      {feed.isFetchingNextPage ? <FeedSkeleton count={2} label="Loading more posts" /> : null}
      {feed.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          More posts could not be loaded. Try again.
        </p>
      ) : null}
      <LoadMoreSentinel
        hasNextPage={feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        onLoadMore={() => {
          if (!feed.isFetchingNextPage) void feed.fetchNextPage();
        }}
      />
    </div>
  );
}

/** No posts in this view: what to do next. */
function EmptyFeed({ view, isMember }: { view: FeedView; isMember: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-4 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MessagesSquare aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{view === "saved" ? "No saved posts yet" : "No posts yet"}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {view === "saved"
          ? "Press Save on a post to keep it here for later."
          : isMember
            ? "Be the first to share an update with your network."
            : "Sign in to share the first update."}
      </p>
    </div>
  );
}
