import type { Connection } from "@shared/contracts/connections";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Check, Inbox, Send, Undo2, X } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { MemberLine } from "@/components/members/member-line";
import { NetworkSection } from "@/components/ui/network-section";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useConnectionView, useUpdateConnection, useWithdrawConnectionRequest } from "../api";

const nameOf = (connection: Connection) =>
  `${connection.connectedUser.firstName} ${connection.connectedUser.lastName}`.trim();

const failure = (title: string) => (error: unknown) =>
  toast({ title, description: parseApiError(error).message, variant: "destructive" });

/** A request's note, quoted as the sender wrote it. */
function RequestNote({ connection }: { connection: Connection }) {
  if (!connection.message) return null;
  return (
    <blockquote
      className="mt-2 border-l-2 border-primary/60 pl-3 text-sm whitespace-pre-line break-words"
      data-testid="request-note"
    >
      {connection.message}
    </blockquote>
  );
}

/** Invitations received: each with its note, Accept and Ignore. */
function ReceivedInvitations() {
  const query = useConnectionView("received");
  const answer = useUpdateConnection();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const busy = (id: number, status: "accepted" | "declined") =>
    answer.isPending && answer.variables?.id === id && answer.variables.status === status;

  const handleAnswer = (connection: Connection, status: "accepted" | "declined") =>
    answer.mutate(
      { id: connection.id, status },
      {
        onSuccess: () =>
          toast({
            title: status === "accepted" ? "Connected" : "Invitation ignored",
            description:
              status === "accepted"
                ? `You and ${nameOf(connection)} are connected.`
                : `${nameOf(connection)} is not told.`,
            variant: "success",
          }),
        onError: failure(status === "accepted" ? "Could not accept" : "Could not ignore"),
      },
    );

  return (
    <section aria-labelledby="received-heading" className="grid gap-3">
      <h3 id="received-heading" className="text-base font-semibold">
        Received
      </h3>
      <QueryState
        query={query}
        what="the invitations you received"
        loading={<ListSkeleton rows={2} label="Loading invitations" />}
        isEmpty={items.length === 0}
        empty={<EmptyState icon={Inbox} message="No invitations waiting for you." />}
      >
        <ul className="grid gap-2" aria-label="Invitations received">
          {items.map((connection) => (
            <MemberLine
              key={connection.id}
              member={connection.connectedUser}
              context={`Asked to connect ${formatRelativeTime(connection.connectedSince)}`}
              actions={
                <>
                  <PendingButton
                    size="sm"
                    isPending={busy(connection.id, "accepted")}
                    disabled={answer.isPending}
                    pendingLabel="Accepting…"
                    icon={<Check aria-hidden="true" />}
                    onClick={() => handleAnswer(connection, "accepted")}
                  >
                    Accept<span className="sr-only"> {nameOf(connection)}</span>
                  </PendingButton>
                  <PendingButton
                    size="sm"
                    variant="outline"
                    isPending={busy(connection.id, "declined")}
                    disabled={answer.isPending}
                    pendingLabel="Ignoring…"
                    icon={<X aria-hidden="true" />}
                    onClick={() => handleAnswer(connection, "declined")}
                  >
                    Ignore<span className="sr-only"> {nameOf(connection)}</span>
                  </PendingButton>
                </>
              }
              testId="received-invitation"
            >
              <RequestNote connection={connection} />
            </MemberLine>
          ))}
        </ul>
        <LoadMoreButton
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label="Show more invitations"
        />
      </QueryState>
    </section>
  );
}

/** Invitations sent and still pending: each with its note and Withdraw. */
function SentInvitations() {
  const query = useConnectionView("sent");
  const withdraw = useWithdrawConnectionRequest();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="sent-heading" className="grid gap-3">
      <h3 id="sent-heading" className="text-base font-semibold">
        Sent
      </h3>
      <QueryState
        query={query}
        what="the invitations you sent"
        loading={<ListSkeleton rows={2} label="Loading sent invitations" />}
        isEmpty={items.length === 0}
        empty={<EmptyState icon={Send} message="No invitations of yours are waiting for an answer." />}
      >
        <ul className="grid gap-2" aria-label="Invitations sent">
          {items.map((connection) => (
            <MemberLine
              key={connection.id}
              member={connection.connectedUser}
              context={`You asked ${formatRelativeTime(connection.connectedSince)}`}
              actions={
                <PendingButton
                  size="sm"
                  variant="outline"
                  isPending={withdraw.isPending && withdraw.variables === connection.id}
                  disabled={withdraw.isPending}
                  pendingLabel="Withdrawing…"
                  icon={<Undo2 aria-hidden="true" />}
                  onClick={() =>
                    withdraw.mutate(connection.id, {
                      onSuccess: () =>
                        toast({
                          title: "Request withdrawn",
                          description: `Your request to ${nameOf(connection)} was withdrawn.`,
                          variant: "success",
                        }),
                      onError: failure("Could not withdraw"),
                    })
                  }
                >
                  Withdraw<span className="sr-only"> your request to {nameOf(connection)}</span>
                </PendingButton>
              }
              testId="sent-invitation"
            >
              <RequestNote connection={connection} />
            </MemberLine>
          ))}
        </ul>
        <LoadMoreButton
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label="Show more sent invitations"
        />
      </QueryState>
    </section>
  );
}

/** Invitations: the requests waiting for the reader's answer, and the reader's own still pending. */
export function InvitationsSection() {
  return (
    <NetworkSection
      id="invitations"
      title="Invitations"
      description="Requests to connect, with the note each sender wrote."
    >
      <ReceivedInvitations />
      <SentInvitations />
    </NetworkSection>
  );
}
