import { MessageSquare } from "lucide-react";
import { Link, useLocation } from "wouter";
import { isActivePath } from "@/components/layout/nav-items";
import { CountBadge, unreadLabel } from "@/components/ui/count-badge";
import { cn } from "@/lib/cn";
import { useUnreadMessageCount } from "../api";
import { MESSAGES_PATH } from "../messages-paths";

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
