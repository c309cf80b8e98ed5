import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { CountBadge, unreadLabel } from "@/components/ui/count-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useLatestNotifications, useMarkNotificationsRead } from "../api";
import { useLiveEvents } from "../use-live-events";
import { NotificationItem } from "./notification-item";

/** The bell of the top navigation: the unread count (kept live by the event stream) and a popover of the latest. */
export function NotificationBell() {
  useLiveEvents(true);
  const [isOpen, setIsOpen] = useState(false);
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = latest.data?.unreadCount ?? 0;
  const label = unreadLabel("Notifications", unread);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={label}
          data-testid="notification-bell"
        >
          <Bell aria-hidden="true" className="size-5" />
          <CountBadge count={unread} testId="notification-count" />
        </Button>
      </Popover.Trigger>
      {/* Screen readers hear the count change without moving focus. */}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {latest.data ? `${unread} unread notifications` : ""}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg outline-none"
        >
          <div className="flex items-center justify-between gap-2 px-2 pb-2">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all as read
            </Button>
          </div>
          {latest.isPending ? (
            <div className="grid gap-2 p-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : latest.isError ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              Notifications could not be loaded.
            </p>
          ) : latest.data.notifications.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">Nothing new yet.</p>
          ) : (
            <ul className="grid max-h-[60vh] gap-1 overflow-y-auto">
              {latest.data.notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={() => setIsOpen(false)} />
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-border pt-2 mt-2 text-center">
            <Link
              href="/notifications"
              onClick={() => setIsOpen(false)}
              className="text-sm font-medium text-primary hover:underline"
            >
              See all notifications
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
