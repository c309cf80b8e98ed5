import type { ThreadMessage } from "@shared/contracts/messages";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { useEffect, useRef } from "react";
import { ReportMoreMenu } from "@/features/moderation";
import { cn } from "@/lib/cn";

type ThreadMessagesProps = {
  /** Oldest first. */
  messages: ThreadMessage[];
  memberId: number;
  firstName: string;
  label: string;
};

const fullTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The conversation as a log region: a screen reader hears each new message politely, and the view
 * keeps the newest message in sight when one arrives.
 */
export function ThreadMessages({ messages, memberId, firstName, label }: ThreadMessagesProps) {
  const region = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    const element = region.current;
    if (newestId !== undefined && element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={region}
      role="log"
      aria-live="polite"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="grid max-h-[55vh] min-h-48 content-start gap-2 overflow-y-auto rounded-card bg-muted/40 p-3 focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="thread"
    >
      {messages.map((message) => {
        const isMine = message.senderId !== memberId;
        return (
          <div
            key={message.id}
            className={cn("grid max-w-[85%] gap-0.5", isMine ? "justify-self-end" : "justify-self-start")}
            data-testid="thread-message"
            data-mine={isMine}
          >
            <p
              className={cn(
                "rounded-2xl px-3 py-2 text-sm whitespace-pre-line break-words",
                isMine ? "bg-primary text-primary-foreground" : "border border-border bg-card",
              )}
            >
              <span className="sr-only">{isMine ? "You" : firstName}: </span>
              {message.content}
            </p>
            <div className={cn("flex items-center gap-1", isMine && "justify-end")}>
              <time
                dateTime={message.createdAt}
                title={fullTime(message.createdAt)}
                className="text-xs text-muted-foreground"
              >
                {formatRelativeTime(message.createdAt)}
              </time>
              {isMine ? null : (
                <ReportMoreMenu
                  target={{ type: "message", id: message.id }}
                  label={`More actions for ${firstName}'s message`}
                  className="h-6 px-1"
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
