import { CONNECTION_REQUEST_SENT } from "@shared/contracts/connections";
import type { ReceivedReferral } from "@shared/contracts/referrals";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Check, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { PendingButton } from "@/components/forms/pending-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { connectFailureText, useSendConnectionRequest } from "@/features/connections/api";
import { MessageMemberLink } from "@/features/messages";
import { parseApiError } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { LoadMoreButton } from "../../../components/feedback/load-more-button";
import { SectionError } from "../../../components/feedback/section-error";
import { referralQueryKeys, useReceivedReferrals, useRespondToReferral } from "../api";
import { ReferralPersonAvatar, referralPersonRole } from "./referral-person";
import { ReferralStatusBadge } from "./referral-status-badge";

type Answer = "accepted" | "declined";

function introductionText(referral: ReceivedReferral): string {
  const isSelf = referral.referee.id !== null && referral.referee.id === referral.referrer.id;
  return isSelf
    ? `${referral.referrer.name} would like to be introduced to you.`
    : `${referral.referrer.name} wants to introduce you to ${referral.referee.name}.`;
}

function ReceivedReferralRow({
  referral,
  onAnswer,
  answering,
}: {
  referral: ReceivedReferral;
  onAnswer: (referral: ReceivedReferral, status: Answer) => void;
  answering: Answer | null;
}) {
  const person = referral.referee;
  const role = referralPersonRole(person);
  return (
    <li className="grid gap-3 rounded-card border border-border p-4" data-testid="received-referral">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <ReferralPersonAvatar person={person} />
          <div className="grid min-w-0 gap-0.5">
            <p className="text-sm">{introductionText(referral)}</p>
            <p className="truncate text-sm text-muted-foreground">
              {person.username ? (
                <Link
                  href={`/profile/${person.username}`}
                  className="font-medium text-foreground hover:text-primary hover:underline"
                >
                  {person.name}
                </Link>
              ) : (
                person.name
              )}
              {role ? ` · ${role}` : null}
            </p>
            <p className="text-xs text-muted-foreground">Received {formatRelativeTime(referral.createdAt)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {referral.status === "pending" ? (
            <>
              <PendingButton
                size="sm"
                onClick={() => onAnswer(referral, "accepted")}
                disabled={answering !== null}
                isPending={answering === "accepted"}
                pendingLabel="Accept"
                icon={<Check aria-hidden="true" />}
                aria-label={`Accept the introduction to ${person.name}`}
              >
                Accept
              </PendingButton>
              <PendingButton
                size="sm"
                variant="outline"
                onClick={() => onAnswer(referral, "declined")}
                disabled={answering !== null}
                isPending={answering === "declined"}
                pendingLabel="Decline"
                icon={<X aria-hidden="true" />}
                aria-label={`Decline the introduction to ${person.name}`}
              >
                Decline
              </PendingButton>
            </>
          ) : (
            <>
              <ReferralStatusBadge status={referral.status} />
              {referral.status === "accepted" && person.id !== null ? (
                <ConnectWithReferee memberId={person.id} name={person.name} />
              ) : null}
              {referral.status === "completed" && person.id !== null ? (
                <MessageMemberLink memberId={person.id} name={person.name} size="sm" />
              ) : null}
            </>
          )}
        </div>
      </div>
      {referral.message ? (
        <p className="rounded-card bg-muted p-3 text-sm whitespace-pre-line break-words">
          {referral.message}
        </p>
      ) : null}
    </li>
  );
}

/** After accepting, one click sends the connection request that completes the introduction. */
function ConnectWithReferee({ memberId, name }: { memberId: number; name: string }) {
  const connect = useSendConnectionRequest();
  const [isSent, setIsSent] = useState(false);
  const handleConnect = () =>
    connect.mutate(memberId, {
      onSuccess: () => {
        setIsSent(true);
        toast({ title: CONNECTION_REQUEST_SENT, variant: "success" });
        void queryClient.invalidateQueries({ queryKey: referralQueryKeys.received });
      },
      onError: (error) => toast({ title: connectFailureText(error), variant: "destructive" }),
    });
  if (isSent) return <span className="text-sm text-muted-foreground">Request sent</span>;
  return (
    <PendingButton
      size="sm"
      onClick={handleConnect}
      isPending={connect.isPending}
      pendingLabel="Connect"
      icon={<UserPlus aria-hidden="true" />}
      aria-label={`Connect with ${name}`}
    >
      Connect
    </PendingButton>
  );
}

const ANSWER_TOASTS: Record<Answer, (name: string) => string> = {
  accepted: (name) => `You and ${name} are connected. Your conversation is open in Messages.`,
  declined: (name) => `You declined the introduction to ${name}.`,
};

/**
 * Referrals addressed to the member, to accept or decline. Shown only when there are some, so a
 * member nobody referred sees the tab exactly as the spec lays it out.
 */
export function ReceivedReferralsCard() {
  const query = useReceivedReferrals();
  const respond = useRespondToReferral();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return null;
  if (query.error) {
    return (
      <SectionError
        what="the referrals sent to you"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (items.length === 0) return null;

  const handleAnswer = (referral: ReceivedReferral, status: Answer) =>
    respond.mutate(
      { id: referral.id, status },
      {
        onSuccess: () =>
          toast({
            title: "Referral updated",
            description: ANSWER_TOASTS[status](referral.referee.name),
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Could not answer the referral. Please try again.",
            variant: "destructive",
          }),
      },
    );
  const answeringId = respond.isPending ? respond.variables?.id : undefined;

  return (
    <Card data-testid="received-referrals">
      <CardHeader>
        <CardTitle>Referrals for You</CardTitle>
        <CardDescription>
          Members who think you should meet someone. Accept or decline each introduction.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3" aria-label="Referrals for you">
          {items.map((referral) => (
            <ReceivedReferralRow
              key={referral.id}
              referral={referral}
              onAnswer={handleAnswer}
              answering={answeringId === referral.id ? (respond.variables?.status ?? null) : null}
            />
          ))}
        </ul>
        <LoadMoreButton
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label="Show more referrals"
        />
      </CardContent>
    </Card>
  );
}
