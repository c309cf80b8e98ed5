import { formatRelativeTime } from "@shared/rules/relative-time";
import { Rss } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { MemberLine } from "@/components/members/member-line";
import { NetworkSection } from "@/components/ui/network-section";
import { useFollowers } from "@/features/follows/api";

/** Who follows you: members who see your posts without being connected. */
export function FollowersSection() {
  const query = useFollowers();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <NetworkSection
      id="followers"
      title="Who follows you"
      description="Members who see your posts in their feed without being connected to you."
    >
      <QueryState
        query={query}
        what="your followers"
        loading={<ListSkeleton rows={2} label="Loading followers" />}
        isEmpty={items.length === 0}
        empty={<EmptyState icon={Rss} message="Nobody follows you yet beyond your connections." />}
      >
        <ul className="grid gap-2" aria-label="Your followers">
          {items.map((follower) => (
            <MemberLine
              key={follower.id}
              member={follower}
              context={`Followed you ${formatRelativeTime(follower.followedAt)}`}
              testId="network-follower"
            />
          ))}
        </ul>
        <LoadMoreButton
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label="Show more followers"
        />
      </QueryState>
    </NetworkSection>
  );
}
