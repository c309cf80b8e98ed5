import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PageContainer } from "@/components/layout/page-container";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useProfileActivity } from "../activity-api";
import { usePublicProfile } from "../api";
import { ActivityEmptyState, ActivityItem } from "../components/profile-activity";
import { ProfileLoadError, ProfileNotFound } from "../components/profile-status";
import { fullName } from "../profile-actions";

/**
 * /profile/{username}/activity (issue 32, 3): all of a member's posts and comments, newest first,
 * page after page; "Show all activity" on their profile leads here.
 */
export function ProfileActivityPage() {
  const { username = "" } = useParams<{ username: string }>();
  const { user } = useAuth();
  const profileQuery = usePublicProfile(username);
  const profile = profileQuery.data;
  const query = useProfileActivity(username);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useDocumentTitle(
    profile
      ? `${fullName(profile)}'s activity`
      : profile === null
        ? "Profile Not Found"
        : profileQuery.isError
          ? "Error Loading Profile"
          : "Activity",
  );

  const renderContent = () => {
    if (profileQuery.isPending) return <ListSkeleton rows={4} label="Loading activity" />;
    if (profileQuery.isError)
      return (
        <ProfileLoadError
          username={username}
          onRetry={() => void profileQuery.refetch()}
          isRetrying={profileQuery.isFetching}
        />
      );
    if (!profile) return <ProfileNotFound username={username} />;
    const name = fullName(profile);
    const isOwnProfile = user?.id === profile.id;
    return (
      <>
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">{isOwnProfile ? "Your activity" : `${name}'s activity`}</h1>
          <p className="text-sm text-muted-foreground">Posts and comments, newest first.</p>
        </div>
        <QueryState
          query={query}
          what="the activity"
          loading={<ListSkeleton rows={4} label="Loading activity" />}
          isEmpty={items.length === 0}
          empty={<ActivityEmptyState firstName={profile.firstName} isOwnProfile={isOwnProfile} />}
        >
          <Card>
            <CardContent className="pt-6">
              <ul className="grid gap-4" aria-label={`${name}'s activity`}>
                {items.map((item) => (
                  <ActivityItem
                    key={`${item.kind}-${item.comment?.id ?? item.post.id}`}
                    item={item}
                    member={{ id: profile.id, name }}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
          <LoadMoreButton
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label="Show more activity"
          />
        </QueryState>
      </>
    );
  };

  return (
    <PageContainer className="grid max-w-3xl gap-6 py-8">
      <nav aria-label="Activity">
        <Link
          href={`/profile/${encodeURIComponent(username)}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the profile
        </Link>
      </nav>
      {renderContent()}
    </PageContainer>
  );
}
