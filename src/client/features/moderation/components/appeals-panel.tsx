import type { EndpointItem } from "@shared/contracts/endpoint";
import { DECISION_REASON_MAX, type moderationEndpoints } from "@shared/contracts/moderation";
import { Scale } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useAnswerAppeal, useOpenAppeals } from "../api";
import { DECISION_LABELS, formatDateTime, memberName, targetLabel } from "../moderation-labels";

type Outcome = "upheld" | "reversed";
type Appeal = EndpointItem<typeof moderationEndpoints.listAppeals>;

/** Open appeals, oldest first: a moderator other than the one who decided accepts or rejects each. */
export function AppealsPanel() {
  const appeals = useOpenAppeals();
  const items = appeals.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState
      query={appeals}
      what="the appeals"
      loading={<ListSkeleton rows={3} label="Loading the appeals" />}
      isEmpty={items.length === 0}
      empty={<EmptyState icon={Scale} message="No appeals wait for an answer." testId="appeals-empty" />}
    >
      <ul className="grid gap-3" aria-label="Open appeals">
        {items.map((appeal) => (
          <AppealCard key={appeal.id} appeal={appeal} />
        ))}
      </ul>
      <LoadMoreButton
        hasMore={appeals.hasNextPage}
        isLoading={appeals.isFetchingNextPage}
        onLoadMore={() => void appeals.fetchNextPage()}
        label="Load more appeals"
      />
    </QueryState>
  );
}

function AppealCard({ appeal }: { appeal: Appeal }) {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isOwnDecision = appeal.decision.moderator?.id === user?.id;
  return (
    <li>
      <Card className="grid gap-3 p-4" data-testid="appeal">
        <div className="grid gap-1">
          <h3 className="font-semibold">
            {memberName(appeal.member)} appeals: {DECISION_LABELS[appeal.decision.action]} (
            {targetLabel(appeal.decision.target.type).toLowerCase()})
          </h3>
          <p className="text-xs text-muted-foreground">
            Appealed {formatDateTime(appeal.createdAt)} · decided by {memberName(appeal.decision.moderator)}
          </p>
        </div>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="font-medium">Content</dt>
            <dd className="break-words text-muted-foreground">{appeal.decision.target.excerpt}</dd>
          </div>
          <div>
            <dt className="font-medium">Reason given</dt>
            <dd className="break-words text-muted-foreground">{appeal.decision.reason}</dd>
          </div>
          <div>
            <dt className="font-medium">The member writes</dt>
            <dd className="whitespace-pre-wrap break-words">{appeal.text}</dd>
          </div>
        </dl>
        {isOwnDecision ? (
          <p className="text-sm text-muted-foreground">You made this decision: another moderator answers.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setOutcome("reversed")}>Accept: reverse the decision</Button>
            <Button variant="outline" onClick={() => setOutcome("upheld")}>
              Reject: keep the decision
            </Button>
          </div>
        )}
        <AnswerAppealDialog appealId={appeal.id} outcome={outcome} onClose={() => setOutcome(null)} />
      </Card>
    </li>
  );
}

function AnswerAppealDialog({
  appealId,
  outcome,
  onClose,
}: {
  appealId: number;
  outcome: Outcome | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const answer = useAnswerAppeal(appealId);

  function close() {
    setReason("");
    setError(null);
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!outcome) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError("Write the reason: the member reads it.");
      return;
    }
    answer.mutate(
      { outcome, reason: trimmed },
      {
        onSuccess: () => {
          toast({
            title: outcome === "reversed" ? "Decision reversed" : "Decision upheld",
            variant: "success",
          });
          close();
        },
        onError: (failure) => setError(parseApiError(failure).message ?? "The answer failed. Try again."),
      },
    );
  }

  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{outcome === "reversed" ? "Accept the appeal?" : "Reject the appeal?"}</DialogTitle>
            <DialogDescription>
              {outcome === "reversed"
                ? "The decision is reversed: hidden content comes back, a suspension is lifted, a warning no longer counts."
                : "The decision stays. The member is told your reason."}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              rows={3}
              value={reason}
              maxLength={DECISION_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={answer.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? "Saving..." : outcome === "reversed" ? "Reverse" : "Uphold"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
