import type { Notification } from "@shared/contracts/notifications";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Bell } from "lucide-react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";

type NotificationItemProps = { notification: Notification; onOpen?: () => void };

/** One notification: who, what, when, and an unread mark; the whole row opens what it is about. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { actor } = notification;
  return (
    <Link
      href={notification.link}
      onClick={onOpen}
      className={cn(
        "flex items-start gap-3 rounded-md px-3 py-2.5 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
        !notification.read && "bg-primary/5",
      )}
      data-testid="notification-item"
    >
      {actor ? (
        <Avatar
          id={actor.id}
          firstName={actor.firstName}
          lastName={actor.lastName}
          src={actor.avatar}
          className="size-9"
          isDecorative
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-muted"
        >
          <Bell className="size-4" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className={cn("block break-words", !notification.read && "font-medium")}>
          {notification.text}
        </span>
        <span className="block text-xs text-muted-foreground">
          <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</time>
          {notification.read ? null : <span className="sr-only">, unread</span>}
        </span>
      </span>
      {notification.read ? null : (
        <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
      )}
    </Link>
  );
}
