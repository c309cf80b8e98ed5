import type { EndpointAnswer } from "@shared/contracts/endpoint";
import { APPEAL_TEXT_MAX, type moderationEndpoints } from "@shared/contracts/moderation";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
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
import { useCreateAppeal, useMyDecisions } from "@/features/moderation/api";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { SettingsSection } from "./settings-section";

type MyDecision = EndpointAnswer<typeof moderationEndpoints.myDecisions>["decisions"][number];

const ACTION_TITLES: Record<MyDecision["action"], string> = {
  hide: "Content hidden",
  warn: "Warning",
  suspend: "Suspension",
  dismiss: "Report dismissed",
  approve: "Content approved",
};

const TARGET_WORDS: Record<MyDecision["target"]["type"], string> = {
  post: "your post",
  comment: "your comment",
  message: "your message",
  member: "your profile",
  business: "your business",
  review: "your review",
  service_review: "your review of a service",
  opportunity: "your opportunity",
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function AppealStatus({ decision }: { decision: MyDecision }) {
  if (decision.appeal?.status === "open") return <Badge variant="warning">Appeal under review</Badge>;
  if (decision.appeal?.status === "reversed" || decision.reversed)
    return <Badge variant="success">Reversed on appeal</Badge>;
  if (decision.appeal?.status === "upheld")
    return <Badge variant="secondary">Appeal rejected: decision stands</Badge>;
  return null;
}

function DecisionRow({ decision }: { decision: MyDecision }) {
  const [isAppealing, setIsAppealing] = useState(false);
  const isOpenToAppeal =
    decision.appeal === null &&
    !decision.reversed &&
    new Date(decision.appealableUntil).getTime() > Date.now();
  return (
    <li className="grid gap-2 py-3" data-testid="my-decision">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{ACTION_TITLES[decision.action]}</h3>
        <span className="text-sm text-muted-foreground">
          · {TARGET_WORDS[decision.target.type]} · {dateFormat.format(new Date(decision.decidedAt))}
        </span>
        <AppealStatus decision={decision} />
      </div>
      {decision.target.excerpt ? (
        <p className="line-clamp-2 break-words text-sm text-muted-foreground">“{decision.target.excerpt}”</p>
      ) : null}
      <p className="text-sm">
        <span className="font-medium">Reason: </span>
        {decision.reason}
      </p>
      {isOpenToAppeal ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => setIsAppealing(true)}>
            Appeal<span className="sr-only"> the {ACTION_TITLES[decision.action].toLowerCase()}</span>
          </Button>
          <span className="text-xs text-muted-foreground">
            You can appeal once, until {dateFormat.format(new Date(decision.appealableUntil))}.
          </span>
        </div>
      ) : decision.appeal === null && !decision.reversed ? (
        <p className="text-xs text-muted-foreground">The time to appeal this decision has passed.</p>
      ) : null}
      <AppealDialog decision={decision} open={isAppealing} onOpenChange={setIsAppealing} />
    </li>
  );
}

function AppealDialog({
  decision,
  open,
  onOpenChange,
}: {
  decision: MyDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const appeal = useCreateAppeal();

  function close() {
    setText("");
    setError(null);
    onOpenChange(false);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError("Say why the decision should change.");
      return;
    }
    appeal.mutate(
      { decisionId: decision.id, text: trimmed },
      {
        onSuccess: () => {
          toast({
            title: "Appeal sent",
            description: "A moderator who did not make the decision will review it.",
            variant: "success",
          });
          close();
        },
        onError: (failure) => setError(parseApiError(failure).message ?? "The appeal failed. Try again."),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Appeal the decision</DialogTitle>
            <DialogDescription>
              {ACTION_TITLES[decision.action]} of {TARGET_WORDS[decision.target.type]}. You can appeal once; a
              different moderator reviews it and tells you the outcome.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={textId}>Why should the decision change?</Label>
            <Textarea
              id={textId}
              rows={4}
              value={text}
              maxLength={APPEAL_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={appeal.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={appeal.isPending}>
              {appeal.isPending ? "Sending..." : "Send appeal"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Moderation: the decisions about the member (hidden content, warnings, suspensions), each appealable once. */
export function ModerationDecisionsSection() {
  const decisions = useMyDecisions();
  const items = decisions.data?.decisions ?? [];
  return (
    <SettingsSection
      id="moderation"
      icon={ShieldAlert}
      title="Moderation"
      description="Decisions moderators made about your content or account, and your appeals."
    >
      <QueryState
        query={decisions}
        what="the decisions about you"
        loading={<ListSkeleton rows={2} label="Loading the decisions about you" />}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={ShieldCheck}
            message="No decisions about you. Your account is in good standing."
          />
        }
      >
        <ul className="divide-y divide-border" aria-label="Decisions about you">
          {items.map((decision) => (
            <DecisionRow key={decision.id} decision={decision} />
          ))}
        </ul>
      </QueryState>
    </SettingsSection>
  );
}
