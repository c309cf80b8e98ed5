import { Inbox } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMessages } from "@/features/messages/api";
import { EmptyState } from "../../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../../components/feedback/list-skeleton";
import { SectionError } from "../../../../components/feedback/section-error";
import { MessageDialog } from "../../../messages/components/message-dialog";
import { MessageRow } from "../../../messages/components/message-row";
import type { DashboardTab } from "../../dashboard-tabs";

const RECENT_COUNT = 3;

/** Recent Messages: the latest few (same request as the Messages tab), or the empty message. */
export function RecentMessagesCard({ onShowTab }: { onShowTab: (tab: DashboardTab) => void }) {
  const query = useMessages();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const all = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const items = all.slice(0, RECENT_COUNT);
  const selected = all.find((item) => item.id === selectedId) ?? null;

  return (
    <Card data-testid="recent-messages">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Recent Messages</CardTitle>
        {items.length > 0 ? (
          <Button variant="link" size="sm" className="px-0" onClick={() => onShowTab("messages")}>
            View All
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <ListSkeleton rows={2} label="Loading messages" />
        ) : query.error ? (
          <SectionError
            what="your messages"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={Inbox} message="No messages yet." className="py-6" />
        ) : (
          <ul className="grid gap-2">
            {items.map((message) => (
              <MessageRow key={message.id} message={message} onOpen={(m) => setSelectedId(m.id)} compact />
            ))}
          </ul>
        )}
      </CardContent>
      <MessageDialog message={selected} onOpenChange={(open) => !open && setSelectedId(null)} />
    </Card>
  );
}
