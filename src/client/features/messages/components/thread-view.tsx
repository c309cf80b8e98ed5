import { NOT_A_CONNECTION } from "@shared/contracts/messages";
import { ArrowLeft, UserX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { SectionError } from "@/components/feedback/section-error";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMarkThreadRead, useThread } from "../api";
import { MESSAGES_PATH } from "../messages-paths";
import { MessageComposer } from "./message-composer";
import { ThreadMessages } from "./thread-messages";

const backLink = (
  <Button asChild variant="ghost" size="sm" className="justify-self-start md:hidden">
    <Link href={MESSAGES_PATH}>
      <ArrowLeft aria-hidden="true" />
      All conversations
    </Link>
  </Button>
);

/** Marks the other member's messages read when the thread opens and whenever a new one arrives. */
function useReadOnView(memberId: number, newestUnreadId: number | undefined) {
  const { mutate } = useMarkThreadRead();
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (newestUnreadId === undefined || newestUnreadId <= markedUpTo.current) return;
    markedUpTo.current = newestUnreadId;
    mutate(memberId, {
      onError: () => {
        markedUpTo.current = 0;
      },
    });
  }, [memberId, newestUnreadId, mutate]);
}

/** One conversation: who it is with, the messages (live), older ones on request, and the composer. */
export function ThreadView({ memberId }: { memberId: number }) {
  const query = useThread(memberId);
  const first = query.data?.pages[0];
  const newestFirst = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const newestUnread = newestFirst.find((message) => message.senderId === memberId && !message.read);
  useReadOnView(memberId, newestUnread?.id);
  const messages = [...newestFirst].reverse();
  const member = first?.member;
  useDocumentTitle(member ? `Messages with ${member.firstName} ${member.lastName}` : "Messages");

  if (query.isPending)
    return (
      <div className="grid gap-3">
        {backLink}
        <ListSkeleton rows={3} label="Loading the conversation" />
      </div>
    );
  if (query.isError || !first || !member) {
    const { status } = parseApiError(query.error);
    const isMissing = status === 404 || status === 400;
    return (
      <div className="grid gap-3">
        {backLink}
        {isMissing ? (
          <EmptyState icon={UserX} message="This member does not exist or has left Netwise." />
        ) : (
          <SectionError
            what="this conversation"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        )}
      </div>
    );
  }

  const name = `${member.firstName} ${member.lastName}`;
  return (
    <section aria-labelledby="thread-title" className="grid min-w-0 grid-cols-1 gap-3">
      {backLink}
      <header className="flex items-center gap-3">
        <Avatar
          id={member.id}
          firstName={member.firstName}
          lastName={member.lastName}
          src={member.avatar}
          isDecorative
        />
        <div className="grid min-w-0 grid-cols-1">
          <h2 id="thread-title" className="truncate text-lg font-semibold">
            {name}
          </h2>
          {member.jobTitle ? (
            <p className="truncate text-sm text-muted-foreground">{member.jobTitle}</p>
          ) : null}
        </div>
        <Link
          href={`/profile/${member.username}`}
          className="ml-auto shrink-0 text-sm font-medium text-primary hover:underline"
        >
          View profile
        </Link>
      </header>
      <LoadMoreButton
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label="Show older messages"
      />
      {messages.length === 0 ? (
        <p className="rounded-card bg-muted/40 p-6 text-center text-sm text-muted-foreground">
          No messages yet. Say hello to {member.firstName}.
        </p>
      ) : null}
      <ThreadMessages
        messages={messages}
        memberId={member.id}
        firstName={member.firstName}
        label={`Conversation with ${name}`}
      />
      <MessageComposer
        memberId={member.id}
        firstName={member.firstName}
        disabledReason={
          first.canSend
            ? undefined
            : `${NOT_A_CONNECTION} You and ${member.firstName} are not connected, so you cannot reply here.`
        }
      />
    </section>
  );
}
