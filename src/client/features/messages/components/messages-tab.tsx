import { Inbox } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../components/feedback/list-skeleton";
import { LoadMoreButton } from "../../../components/feedback/load-more-button";
import { SectionError } from "../../../components/feedback/section-error";
import { useMessages } from "../api";
import { MessageDialog } from "./message-dialog";
import { MessageRow } from "./message-row";

/** Messages tab: the member's messages, newest first; opening one marks it read and offers a reply. */
export function MessagesTab() {
  const query = useMessages();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages</CardTitle>
        <CardDescription>Messages from your connections and replies to your opportunities.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <ListSkeleton rows={4} label="Loading messages" />
        ) : query.error ? (
          <SectionError
            what="your messages"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Inbox}
            message="No messages yet. When a connection writes to you, it will appear here."
          />
        ) : (
          <>
            <ul className="grid gap-2">
              {items.map((message) => (
                <MessageRow key={message.id} message={message} onOpen={(m) => setSelectedId(m.id)} />
              ))}
            </ul>
            <LoadMoreButton
              hasMore={query.hasNextPage}
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              label="Load Older Messages"
            />
          </>
        )}
      </CardContent>
      <MessageDialog message={selected} onOpenChange={(open) => !open && setSelectedId(null)} />
    </Card>
  );
}
