import { feedEndpoints } from "@shared/contracts/feed";
import { TOPIC_TAG_PATTERN } from "@shared/rules/mentions-and-tags";
import { Hash } from "lucide-react";
import { Link, useParams } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PageContainer } from "@/components/layout/page-container";
import { FollowTopicButton } from "@/features/follows";
import { useAuth } from "@/lib/auth-provider";
import { useList } from "@/lib/endpoint-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { feedQueryKeys } from "../api";
import { FeedSkeleton } from "../components/feed-skeleton";
import { PostCard } from "../components/post-card";

/** /topics/{tag}: the posts tagged `#tag`, newest first, page by page. */
export function TopicPage() {
  const { tag = "" } = useParams<{ tag: string }>();
  const isTag = TOPIC_TAG_PATTERN.test(tag);
  const { user } = useAuth();
  useDocumentTitle(`#${tag}`);
  const query = useList(
    feedEndpoints.listTopicFeed,
    {},
    { queryKey: feedQueryKeys.topic(tag), params: { tag }, enabled: isTag },
  );
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const backToFeed = (
    <Link href="/feed" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
      Back to the feed
    </Link>
  );

  return (
    <PageContainer className="grid max-w-2xl gap-6">
      <header className="grid gap-1">
        <h1 className="flex min-w-0 items-center gap-2 text-2xl font-semibold tracking-tight">
          <Hash aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <span className="break-all">{tag}</span>
        </h1>
        <p className="text-sm text-muted-foreground">Posts tagged #{tag}, newest first.</p>
        {isTag ? <FollowTopicButton tag={tag} isMember={user !== null} /> : null}
      </header>
      {isTag ? (
        <QueryState
          query={query}
          what="the posts of this topic"
          loading={<FeedSkeleton label={`Loading posts tagged #${tag}`} />}
          isEmpty={posts.length === 0}
          empty={
            <EmptyState
              icon={Hash}
              message={`No posts are tagged #${tag} yet. Write one with #${tag} in it to start the topic.`}
              action={backToFeed}
              testId="topic-empty"
            />
          }
        >
          <ul className="grid gap-4" aria-label={`Posts tagged #${tag}`}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} viewer={user} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label="Show more posts"
          />
        </QueryState>
      ) : (
        <EmptyState
          icon={Hash}
          message="This is not a topic: a topic starts with a letter and has up to 40 letters, digits or underscores."
          action={backToFeed}
        />
      )}
    </PageContainer>
  );
}
