import type { Message } from "@shared/contracts/messages";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { MessageTypeBadge } from "./message-type-badge";

type MessageRowProps = { message: Message; onOpen: (message: Message) => void; compact?: boolean };

function splitName(name: string) {
  const [first = "", ...rest] = name.split(" ");
  return { first, last: rest.join(" ") };
}

/** One message in a list: sender, content, relative time, type badge and the unread dot; opens the message. */
export function MessageRow({ message, onOpen, compact = false }: MessageRowProps) {
  const { first, last } = splitName(message.sender.name);
  const role = [message.sender.jobTitle, message.sender.company].filter(Boolean).join(" • ");
  return (
    <li data-testid="message" data-message-id={message.id} data-unread={message.unread}>
      <button
        type="button"
        onClick={() => onOpen(message)}
        className={cn(
          "flex w-full cursor-pointer items-start gap-3 rounded-card border border-border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4",
          message.unread && "bg-accent/60",
        )}
      >
        <Avatar
          id={message.sender.id}
          firstName={first}
          lastName={last}
          src={message.sender.avatar}
          isDecorative
        />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <span className="flex min-w-0 items-center gap-2">
              {message.unread ? (
                <span className="size-2.5 shrink-0 rounded-full bg-primary" data-testid="unread-dot">
                  <span className="sr-only">Unread</span>
                </span>
              ) : null}
              <span className={cn("truncate", message.unread ? "font-semibold" : "font-medium")}>
                {message.sender.name}
              </span>
            </span>
            <span className="text-xs text-muted-foreground">{message.relativeTime}</span>
          </span>
          {!compact && role ? <span className="truncate text-xs text-muted-foreground">{role}</span> : null}
          <span className={cn("text-sm", compact ? "line-clamp-1" : "line-clamp-2")}>{message.content}</span>
          {!compact ? (
            <span>
              <MessageTypeBadge type={message.type} />
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}
