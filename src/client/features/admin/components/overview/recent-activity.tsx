import { RECENT_ACTIVITY_COUNT, RECENT_ACTIVITY_PREVIEW_LENGTH } from "@shared/contracts/admin";
import { MessageSquare } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { SectionError } from "@/components/feedback/section-error";
import { Avatar } from "@/components/ui/avatar";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useRecentActivity } from "../../api";
import { formatAdminDate } from "../shell/format-date";

/** The spec's preview: the first 60 characters, then '...'. */
export const activityPreview = (content: string) => `${content.slice(0, RECENT_ACTIVITY_PREVIEW_LENGTH)}...`;

/** Recent Activity: the first five posts of the admin list, newest first. */
export function RecentActivity() {
  const { data, error, isPending, refetch, isRefetching } = useRecentActivity(RECENT_ACTIVITY_COUNT);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Recent Activity</h2>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ListSkeleton rows={RECENT_ACTIVITY_COUNT} label="Loading recent activity" />
        ) : error ? (
          <SectionError
            what="recent activity"
            error={error}
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        ) : data.items.length === 0 ? (
          <EmptyState icon={MessageSquare} message="No posts yet. New posts by members will appear here." />
        ) : (
          <ul className="grid gap-4" data-testid="recent-activity">
            {data.items.map((post) => {
              const [firstName, ...rest] = post.author.name.split(" ");
              return (
                <li key={post.id} className="flex items-start gap-3">
                  <Avatar
                    id={post.author.id}
                    firstName={firstName}
                    lastName={rest.join(" ")}
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
        )}
      </CardContent>
    </Card>
  );
}
