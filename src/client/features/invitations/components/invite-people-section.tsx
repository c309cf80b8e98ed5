import {
  INVITATIONS_PER_SEND,
  INVITATIONS_PER_WEEK,
  type InvitationSendResult,
} from "@shared/contracts/invitations";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { MailPlus, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { TextareaField } from "@/components/forms/text-form-fields";
import { Badge } from "@/components/ui/badge";
import { NetworkSection } from "@/components/ui/network-section";
import { parseApiError } from "@/lib/api-request";
import { useInvitations, useSendInvitations } from "../api";
import { splitAddresses } from "../split-addresses";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One sentence per outcome of a send: invitations e-mailed, requests sent, addresses refused. */
function resultSummary(result: InvitationSendResult): string[] {
  const lines: string[] = [];
  if (result.sent > 0) lines.push(`${plural(result.sent, "invitation", "invitations")} sent by e-mail.`);
  if (result.requested > 0)
    lines.push(
      `${plural(result.requested, "address belongs", "addresses belong")} to Netwise members: sent a connection request instead.`,
    );
  if (result.invalid.length > 0)
    lines.push(`Not sent, not an e-mail address you can invite: ${result.invalid.join(", ")}.`);
  if (lines.length === 0) lines.push("Nothing was sent.");
  return lines;
}

/**
 * "Invite people" on My Network (issue 32 point 6): e-mail addresses typed or pasted (no address
 * book upload), each mailed a personal sign-up link that connects the two; the invitations sent,
 * pending or joined, below.
 */
export function InvitePeopleSection() {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<InvitationSendResult | null>(null);
  const send = useSendInvitations();
  const query = useInvitations();
  const invitations = query.data?.pages.flatMap((page) => page.items) ?? [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const emails = splitAddresses(text);
    if (emails.length === 0) return setError("Enter at least one e-mail address.");
    if (emails.length > INVITATIONS_PER_SEND)
      return setError(
        `Invite at most ${INVITATIONS_PER_SEND} addresses at a time (you entered ${emails.length}).`,
      );
    setError(undefined);
    try {
      const answer = await send.mutateAsync(emails);
      setResult(answer);
      setText(answer.invalid.join("\n"));
    } catch (caught) {
      setError(parseApiError(caught).message ?? "The invitations could not be sent. Please try again.");
    }
  };

  return (
    <NetworkSection
      id="invite"
      title="Invite people"
      description={`Bring your network in: each address gets a personal link, and joining through it connects you. Up to ${INVITATIONS_PER_SEND} at a time, ${INVITATIONS_PER_WEEK} a week.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Invite people by e-mail">
        <TextareaField
          id="invite-emails"
          label="E-mail addresses"
          hint="Separate them with commas, spaces or new lines."
          error={error}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={"ana@company.com, ben@studio.com"}
        />
        <div>
          <PendingButton
            type="submit"
            isPending={send.isPending}
            pendingLabel="Sending…"
            icon={<Send aria-hidden="true" />}
          >
            Send invitations
          </PendingButton>
        </div>
      </form>
      <div role="status" aria-live="polite" data-testid="invite-result">
        {result ? (
          <ul className="grid gap-1 text-sm">
            {resultSummary(result).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <h3 className="text-sm font-semibold">Invitations you sent</h3>
      <QueryState
        query={query}
        what="your invitations"
        loading={<ListSkeleton rows={2} label="Loading invitations" />}
        isEmpty={invitations.length === 0}
        empty={<EmptyState icon={MailPlus} message="You have not invited anyone by e-mail yet." />}
      >
        <ul className="grid gap-2" aria-label="Invitations you sent">
          {invitations.map((invitation) => (
            <li
              key={invitation.email}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
              data-testid="invitation"
            >
              <span className="min-w-0 break-all">{invitation.email}</span>
              <span className="flex items-center gap-2 text-muted-foreground">
                <span>Invited {formatRelativeTime(invitation.sentAt)}</span>
                <Badge variant={invitation.status === "joined" ? "success" : "secondary"}>
                  {invitation.status === "joined" ? "Joined" : "Pending"}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
        <LoadMoreButton
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label="Show more invitations"
        />
      </QueryState>
    </NetworkSection>
  );
}
