import { ScrollText } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { useModerationLog } from "../api";
import { formatDateTime, logActionLabel, memberName, targetLabel } from "../moderation-labels";

/** Who decided what, when and why: every decision and appeal answer, newest first. */
export function ModerationLogPanel() {
  const log = useModerationLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState
      query={log}
      what="the moderation log"
      loading={<ListSkeleton rows={4} label="Loading the moderation log" />}
      isEmpty={entries.length === 0}
      empty={<EmptyState icon={ScrollText} message="No decisions yet." testId="log-empty" />}
    >
      <ol className="grid gap-2" aria-label="Moderation log">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="grid gap-0.5 rounded-card border border-border bg-card p-3 text-sm"
            data-testid="log-entry"
          >
            <span>
              <span className="font-semibold">{logActionLabel(entry.action)}</span> ·{" "}
              {targetLabel(entry.target.type)} #{entry.target.id}
            </span>
            <span className="break-words text-muted-foreground">{entry.reason}</span>
            <span className="text-xs text-muted-foreground">
              {memberName(entry.moderator)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </span>
          </li>
        ))}
      </ol>
      <LoadMoreButton
        hasMore={log.hasNextPage}
        isLoading={log.isFetchingNextPage}
        onLoadMore={() => void log.fetchNextPage()}
        label="Load more entries"
      />
    </QueryState>
  );
}
