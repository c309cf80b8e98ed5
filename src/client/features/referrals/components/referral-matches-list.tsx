import type { ReferralMatch } from "@shared/contracts/referrals";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../components/feedback/list-skeleton";
import { SectionError } from "../../../components/feedback/section-error";
import { useReferralMatches } from "../api";
import { ReferralMatchCard } from "./referral-match-card";
import { SendReferralDialog } from "./send-referral-dialog";

/** AI Matches: the members the matching engine suggests, each with Refer. */
export function ReferralMatchesList({ onShowOverview }: { onShowOverview: () => void }) {
  const query = useReferralMatches();
  const [selected, setSelected] = useState<ReferralMatch | null>(null);

  if (query.isPending) return <ListSkeleton rows={3} label="Loading AI matches" />;
  if (query.error) {
    return (
      <SectionError
        what="your AI matches"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        message="No matches yet. Say what you are looking for and what you offer in your profile (Edit Profile, at the top), and we will find people for you."
        action={
          <Button variant="outline" size="sm" onClick={onShowOverview}>
            Back to Overview
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="AI matches">
        {query.data.map((match) => (
          <ReferralMatchCard key={match.id} match={match} onRefer={setSelected} />
        ))}
      </ul>
      <SendReferralDialog match={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </>
  );
}
