import { PROFILE_VIEWERS_DAYS } from "@shared/contracts/profile-viewers";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Eye, EyeOff, Users } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PageContainer } from "@/components/layout/page-container";
import { MemberLine } from "@/components/members/member-line";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useProfileViewers } from "../viewers-api";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const visitors = (count: number) =>
  plural(count, "visitor who was not signed in", "visitors who were not signed in");

/**
 * /profile/viewers (issue 32 point 5): the signed-in members who viewed your profile in the last 90
 * days, latest first; private viewers are counted, not named, and a member who browses privately
 * sees only the count, as on LinkedIn. Visitors who were not signed in are counted, never listed.
 * Opened from the dashboard's Profile Views card.
 */
export function ProfileViewersPage() {
  useDocumentTitle("Who viewed your profile");
  const query = useProfileViewers();
  const firstPage = query.data?.pages[0];
  const viewers = query.data?.pages.flatMap((page) => page.items) ?? [];
  const privateCount = firstPage?.extra?.privateCount ?? 0;
  const visitorCount = firstPage?.extra?.visitorCount ?? 0;
  const browsingPrivately = firstPage?.extra?.browsingPrivately ?? false;
  return (
    <PageContainer className="grid max-w-3xl gap-6 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">Who viewed your profile</h1>
        <p className="text-sm text-muted-foreground">
          Signed-in members in the last {PROFILE_VIEWERS_DAYS} days, latest first. Visitors who are not signed
          in are counted, not listed.
        </p>
      </div>
      <QueryState
        query={query}
        what="your profile's viewers"
        loading={<ListSkeleton rows={3} label="Loading who viewed your profile" />}
        isEmpty={viewers.length === 0 && privateCount === 0 && !browsingPrivately}
        empty={
          <EmptyState
            icon={Eye}
            testId="viewers-empty"
            message={
              visitorCount > 0
                ? `No signed-in member has viewed your profile in the last ${PROFILE_VIEWERS_DAYS} days, but ${visitors(visitorCount)} did. Members who view it are named here.`
                : `Nobody has viewed your profile in the last ${PROFILE_VIEWERS_DAYS} days. A complete profile and a post or two bring visits.`
            }
            action={
              <Link href="/dashboard" className="text-sm font-medium text-primary hover:underline">
                Complete your profile on the dashboard
              </Link>
            }
          />
        }
      >
        {browsingPrivately ? (
          <Card className="flex items-start gap-3 p-4" data-testid="viewers-private-notice">
            <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <p className="text-sm">
              You browse profiles privately, so you see how many viewed yours, not who:{" "}
              <strong>{plural(privateCount, "member", "members")}</strong> in the last {PROFILE_VIEWERS_DAYS}{" "}
              days
              {visitorCount > 0 ? (
                <>
                  , and <strong>{visitors(visitorCount)}</strong>
                </>
              ) : null}
              .{" "}
              <Link href="/settings#contact-privacy" className="font-medium text-primary hover:underline">
                Change this in Settings
              </Link>
            </p>
          </Card>
        ) : (
          <>
            {viewers.length > 0 ? (
              <ul className="grid gap-2" aria-label="Members who viewed your profile">
                {viewers.map(({ member, viewedAt }) => (
                  <MemberLine
                    key={member.id}
                    member={member}
                    context={`Viewed ${formatRelativeTime(viewedAt)}`}
                    testId="profile-viewer"
                  />
                ))}
              </ul>
            ) : null}
            {visitorCount > 0 ? (
              <p className="flex items-center gap-2 text-sm" data-testid="viewers-visitor-count">
                <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span>
                  <strong>{visitors(visitorCount)}</strong> viewed your profile: visitors are counted, not
                  named.
                </span>
              </p>
            ) : null}
            {privateCount > 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="viewers-private-count">
                {`${plural(privateCount, "private viewer", "private viewers")}: members who browse privately are counted, not named.`}
              </p>
            ) : null}
            <LoadMoreButton
              hasMore={query.hasNextPage}
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              label="Show more viewers"
            />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
