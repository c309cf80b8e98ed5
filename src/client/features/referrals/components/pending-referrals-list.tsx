import type { PendingReferral } from "@shared/contracts/referrals";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Send } from "lucide-react";
import { Link } from "wouter";
import { MessageMemberLink } from "@/features/messages";
import { useAuth } from "@/lib/auth-provider";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../components/feedback/list-skeleton";
import { LoadMoreButton } from "../../../components/feedback/load-more-button";
import { SectionError } from "../../../components/feedback/section-error";

import { usePendingReferrals } from "../api";
import { ReferralPersonAvatar, referralPersonRole } from "./referral-person";
import { ReferralStatusBadge } from "./referral-status-badge";

function PersonName({ person }: { person: PendingReferral["target"] }) {
  if (!person.username) return <span>{person.name}</span>;
  return (
    <Link href={`/profile/${person.username}`} className="font-medium hover:text-primary hover:underline">
      {person.name}
    </Link>
  );
}

function PendingReferralRow({ referral, memberId }: { referral: PendingReferral; memberId: number | null }) {
  const { referee, target } = referral;
  const role = referralPersonRole(target);
  // A member who introduced themself and is now connected with the target can write to them.
  const canWrite = referral.status === "completed" && referee.id !== null && referee.id === memberId;
  return (
    <li className="grid gap-3 rounded-card border border-border p-4" data-testid="pending-referral">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <ReferralPersonAvatar person={target} />
          <div className="grid min-w-0 gap-0.5">
            {/* Worded from the reader's side (issue 28 point 7). */}
            <p className="text-sm break-words">
              {referee.id !== null && referee.id === memberId ? (
                <>
                  You asked to be introduced to <PersonName person={target} />
                </>
              ) : (
                <>
                  You introduced <PersonName person={referee} /> to <PersonName person={target} />
                </>
              )}
            </p>
            {role ? <p className="truncate text-sm text-muted-foreground">{role}</p> : null}
            <p className="text-xs text-muted-foreground">Sent {formatRelativeTime(referral.createdAt)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <ReferralStatusBadge status={referral.status} />
          {canWrite && target.id !== null ? (
            <MessageMemberLink memberId={target.id} name={target.name} size="sm" />
          ) : null}
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

/** Pending Referrals: every referral the member sent, newest first, with its status. */
export function PendingReferralsList({ onShowMatches }: { onShowMatches: () => void }) {
  const query = usePendingReferrals();
  const { user } = useAuth();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <ListSkeleton rows={3} label="Loading your referrals" />;
  if (query.error) {
    return (
      <SectionError
        what="your referrals"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Send}
        message="You have not sent any referrals yet. Pick someone from your AI matches and press Refer."
        action={
          <button
            type="button"
            className="text-sm font-medium text-primary hover:underline"
            onClick={onShowMatches}
          >
            See AI Matches
          </button>
        }
      />
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label="Referrals you sent">
        {items.map((referral) => (
          <PendingReferralRow key={referral.id} referral={referral} memberId={user?.id ?? null} />
        ))}
      </ul>
      <LoadMoreButton
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label="Show more referrals"
      />
    </div>
  );
}
