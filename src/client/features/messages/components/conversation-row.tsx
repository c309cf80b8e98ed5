import type { Conversation } from "@shared/contracts/messages";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { messagesPath } from "../messages-paths";

type ConversationRowProps = { conversation: Conversation; isActive?: boolean; isCompact?: boolean };

/** One conversation: the other member, the last message, when, and how many are unread; opens the thread. */
export function ConversationRow({ conversation, isActive = false, isCompact = false }: ConversationRowProps) {
  const { member, lastMessage, unreadCount } = conversation;
  const name = `${member.firstName} ${member.lastName}`;
  const isUnread = unreadCount > 0;
  return (
    <li data-testid="conversation" data-member-id={member.id} data-unread={isUnread}>
      <Link
        href={messagesPath(member.id)}
        aria-current={isActive ? "page" : undefined}
        className={cn(
          "flex items-start gap-3 rounded-card border border-border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          isUnread && "bg-accent/60",
          isActive && "border-primary bg-muted",
        )}
      >
        <Avatar
          id={member.id}
          firstName={member.firstName}
          lastName={member.lastName}
          src={member.avatar}
          isDecorative
        />
        <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn("truncate", isUnread ? "font-semibold" : "font-medium")}>{name}</span>
            <time className="shrink-0 text-xs text-muted-foreground" dateTime={lastMessage.createdAt}>
              {formatRelativeTime(lastMessage.createdAt)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span
              className={cn(
                "min-w-0 text-sm text-muted-foreground",
                isCompact ? "truncate" : "line-clamp-2",
                isUnread && "text-foreground",
              )}
            >
              {lastMessage.fromMe ? "You: " : ""}
              {lastMessage.content}
            </span>
            {isUnread ? (
              <span
                className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                data-testid="conversation-unread"
              >
                {unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
