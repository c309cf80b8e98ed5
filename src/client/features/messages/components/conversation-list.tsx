import { MessagesSquare } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { SectionError } from "@/components/feedback/section-error";
import { useConversations } from "../api";
import { ConversationRow } from "./conversation-row";
import { NewMessageButton } from "./new-message-dialog";

type ConversationListProps = {
  /** The member whose conversation is open, marked as the current page. */
  activeMemberId?: number | null;
  /** Only the newest few, one line each, without paging (the dashboard overview). */
  limit?: number;
};

/** The member's conversations, newest first, with the designed loading, error and empty states. */
export function ConversationList({ activeMemberId = null, limit }: ConversationListProps) {
  const query = useConversations();
  const all = query.data?.pages.flatMap((page) => page.items) ?? [];
  const items = limit === undefined ? all : all.slice(0, limit);

  if (query.isPending) return <ListSkeleton rows={limit ?? 4} label="Loading conversations" />;
  if (query.isError)
    return (
      <SectionError
        what="your conversations"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={MessagesSquare}
        message="No conversations yet. Write to one of your connections to start one."
        action={<NewMessageButton variant="outline" />}
      />
    );
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label="Conversations">
        {items.map((conversation) => (
          <ConversationRow
            key={conversation.member.id}
            conversation={conversation}
            isActive={conversation.member.id === activeMemberId}
            isCompact={limit !== undefined}
          />
        ))}
      </ul>
      {limit === undefined ? (
        <LoadMoreButton
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label="Show older conversations"
        />
      ) : null}
    </div>
  );
}
