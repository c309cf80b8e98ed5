import { MessageSquare } from "lucide-react";
import { Link, useLocation } from "wouter";
import { isActivePath } from "@/components/layout/nav-items";
import { cn } from "@/lib/cn";
import { useUnreadMessageCount } from "../api";
import { MESSAGES_PATH } from "../messages-paths";

export const countLabel = (count: number) => (count > 99 ? "99+" : String(count));

/** The accessible name of a link with a count: "Messages" or "Messages, 3 unread". */
export const unreadLabel = (label: string, count: number) =>
  count > 0 ? `${label}, ${count} unread` : label;

/** The small red count on an icon (hidden from screen readers: the link's name says it). */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-semibold text-destructive-foreground"
    >
      {countLabel(count)}
    </span>
  );
}

/** Messaging in the top bar: an icon link to /messages with the live count of unread messages. */
export function MessagingLink({ className }: { className?: string }) {
  const [location] = useLocation();
  const unread = useUnreadMessageCount().data ?? 0;
  const isActive = isActivePath(location, MESSAGES_PATH);
  return (
    <Link
      href={MESSAGES_PATH}
      aria-label={unreadLabel("Messages", unread)}
      aria-current={isActive ? "page" : undefined}
      data-testid="messaging-link"
      className={cn(
        "relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
        isActive ? "text-primary" : "text-foreground",
        className,
      )}
    >
      <MessageSquare aria-hidden="true" className="size-5" />
      <CountBadge count={unread} testId="messaging-count" />
    </Link>
  );
}
