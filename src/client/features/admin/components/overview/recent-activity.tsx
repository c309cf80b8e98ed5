import { RECENT_ACTIVITY_COUNT, RECENT_ACTIVITY_PREVIEW_LENGTH } from "@shared/contracts/admin";
import { MessageSquare } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { Avatar } from "@/components/ui/avatar";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useRecentActivity } from "../../api";
import { formatAdminDate } from "../shell/format-date";

/** The spec's preview: the first 60 characters, then '...'. */
export const activityPreview = (content: string) => `${content.slice(0, RECENT_ACTIVITY_PREVIEW_LENGTH)}...`;

/** Recent Activity: the first five posts of the admin list, newest first. */
export function RecentActivity() {
  const query = useRecentActivity(RECENT_ACTIVITY_COUNT);
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Recent Activity</h2>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          what="recent activity"
          loading={<ListSkeleton rows={RECENT_ACTIVITY_COUNT} label="Loading recent activity" />}
          isEmpty={items.length === 0}
          empty={
            <EmptyState icon={MessageSquare} message="No posts yet. New posts by members will appear here." />
          }
        >
          <ul className="grid gap-4" data-testid="recent-activity">
            {items.map((post) => {
              return (
                <li key={post.id} className="flex items-start gap-3">
                  <Avatar
                    id={post.author.id}
                    firstName={post.author.firstName}
                    lastName={post.author.lastName}
                    src={post.author.avatar}
                    className="size-9 text-xs"
                    isDecorative
                  />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="text-sm">
                      <span className="font-medium">{post.author.name}</span> created a new post
                    </p>
                    <p className="text-sm break-words text-muted-foreground">
                      {activityPreview(post.content)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={post.createdAt}>{formatAdminDate(post.createdAt)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </QueryState>
      </CardContent>
    </Card>
  );
}
