import { MessagesSquare } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { PageContainer } from "@/components/layout/page-container";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ConversationList } from "../components/conversation-list";
import { NewMessageButton } from "../components/new-message-dialog";
import { ThreadView } from "../components/thread-view";

/** A member id from the path, or null when it is not one (the thread then says the member is unknown). */
function memberIdFrom(value: string | undefined): number | null {
  if (value === undefined) return null;
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : 0;
}

/** The list's title; an open conversation names the member instead. */
function ListTitle() {
  useDocumentTitle("Messages");
  return null;
}

/**
 * /messages and /messages/{memberId}: the conversations beside the open one on wide screens; on a
 * phone, the list or the conversation, with a way back to the list.
 */
export function MessagesPage() {
  const params = useParams<{ memberId?: string }>();
  const memberId = memberIdFrom(params.memberId);
  const isThreadOpen = memberId !== null;

  return (
    <PageContainer className="grid max-w-5xl gap-6 py-6 sm:py-8">
      {isThreadOpen ? null : <ListTitle />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Messages</h1>
        <NewMessageButton />
      </div>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <nav aria-label="Conversations" className={cn(isThreadOpen && "hidden md:block")}>
          <ConversationList activeMemberId={memberId} />
        </nav>
        <Card className={cn("min-w-0 p-3 sm:p-4", !isThreadOpen && "hidden md:block")}>
          {memberId !== null ? (
            <ThreadView key={memberId} memberId={memberId} />
          ) : (
            <EmptyState
              icon={MessagesSquare}
              message="Choose a conversation to read it, or start a new one with a connection."
              className="border-0"
            />
          )}
        </Card>
      </div>
    </PageContainer>
  );
}
