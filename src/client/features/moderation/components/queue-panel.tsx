import { REPORT_CATEGORY_LABELS } from "@shared/contracts/moderation";
import { ShieldCheck } from "lucide-react";
import { useRef, useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useModerationQueue } from "../api";
import { formatDateTime, memberName, targetLabel } from "../moderation-labels";
import { QueueItemDetail } from "./queue-item-detail";

type QueueStatus = "open" | "resolved";

const statusButton =
  "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-card aria-pressed:shadow-xs aria-pressed:text-foreground text-muted-foreground";

/** The queue: one row per reported target, oldest waiting first; the chosen one in context beside it. */
export function QueuePanel() {
  const [status, setStatus] = useState<QueueStatus>("open");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const queue = useModerationQueue(status);
  const statusRef = useRef<HTMLFieldSetElement>(null);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid min-w-0 gap-4">
      <fieldset ref={statusRef} className="flex w-fit gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">Which items</legend>
        {(["open", "resolved"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            className={statusButton}
            onClick={() => {
              setStatus(value);
              setSelectedId(null);
            }}
          >
            {value === "open" ? "Waiting" : "Decided"}
          </button>
        ))}
      </fieldset>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <QueryState
          query={queue}
          what="the queue"
          loading={<ListSkeleton rows={4} label="Loading the queue" />}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={ShieldCheck}
              message={
                status === "open" ? "Nothing waits for a decision. Well done." : "No decided items yet."
              }
              testId="queue-empty"
            />
          }
        >
          <div className="grid content-start gap-2">
            <ul className="grid gap-2" aria-label="Queue items">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={selectedId === item.id ? "true" : undefined}
                    onClick={() => setSelectedId(item.id)}
                    className={cn(
                      "grid w-full gap-1 rounded-card border border-border bg-card p-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                      selectedId === item.id && "border-primary ring-1 ring-primary",
                    )}
                    data-testid="queue-item"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{targetLabel(item.target.type)}</span>
                      <span className="text-muted-foreground">by {memberName(item.target.author)}</span>
                      <Badge variant={item.status === "resolved" ? "secondary" : "warning"}>
                        {item.reportCount} {item.reportCount === 1 ? "report" : "reports"}
                      </Badge>
                    </span>
                    <span className="line-clamp-2 break-words">{item.target.excerpt}</span>
                    <span className="text-xs text-muted-foreground">
                      {item.categories.map((category) => REPORT_CATEGORY_LABELS[category]).join(", ")} ·{" "}
                      {formatDateTime(item.firstReportedAt)}
                      {item.status !== "resolved" && item.assignee
                        ? ` · Taken by ${memberName(item.assignee)}`
                        : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <LoadMoreButton
              hasMore={queue.hasNextPage}
              isLoading={queue.isFetchingNextPage}
              onLoadMore={() => void queue.fetchNextPage()}
              label="Load more items"
            />
          </div>
        </QueryState>
        {selectedId !== null ? (
          <QueueItemDetail
            key={selectedId}
            itemId={selectedId}
            onDecided={() => {
              setSelectedId(null);
              // The decided item leaves the list: focus returns to the top of the queue.
              statusRef.current?.querySelector<HTMLButtonElement>("button[aria-pressed='true']")?.focus();
            }}
          />
        ) : items.length > 0 ? (
          <p className="hidden text-sm text-muted-foreground lg:block">
            Choose an item to see it in context.
          </p>
        ) : null}
      </div>
    </div>
  );
}
