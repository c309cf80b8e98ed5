import { Bell } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { SectionError } from "@/components/feedback/section-error";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLatestNotifications, useMarkNotificationsRead, useNotificationPages } from "../api";
import { EmailPreferences } from "../components/email-preferences";
import { NotificationItem } from "../components/notification-item";

/** /notifications: every notification, newest first, a page at a time; and the e-mail switches. */
export function NotificationsPage() {
  useDocumentTitle("Notifications");
  const pages = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const notifications = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = useLatestNotifications().data?.unreadCount ?? 0;

  return (
    <PageContainer className="grid max-w-3xl gap-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Notifications</h1>
        <Button
          variant="outline"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all as read
        </Button>
      </div>
      <Card className="p-2">
        {pages.isPending ? (
          <div className="grid gap-2 p-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : pages.isError ? (
          <SectionError what="your notifications" error={pages.error} onRetry={() => void pages.refetch()} />
        ) : notifications.length === 0 ? (
          <EmptyState
            icon={Bell}
            message="No notifications yet. Requests, messages and replies will show up here."
          />
        ) : (
          <ul className="grid gap-1" aria-label="All notifications">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton
          hasMore={pages.hasNextPage}
          isLoading={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          label="Show older notifications"
        />
      </Card>
      <Card className="p-4 sm:p-6">
        <EmailPreferences />
      </Card>
    </PageContainer>
  );
}
