import { DECISION_REASON_MAX, type DecisionAction, SUSPENSION_DAYS_MAX } from "@shared/contracts/moderation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useDecideItem } from "../api";

type DecisionCopy = { title: string; description: string; confirm: string; pending: string };

const COPY: Record<Exclude<DecisionAction, "approve">, DecisionCopy> = {
  dismiss: {
    title: "Dismiss the reports?",
    description: "Nothing is changed. The reporters are told it was found within the rules.",
    confirm: "Dismiss",
    pending: "Dismissing...",
  },
  hide: {
    title: "Hide this content?",
    description:
      "It disappears for everyone but its author and moderators. The author is told why and may appeal.",
    confirm: "Hide",
    pending: "Hiding...",
  },
  warn: {
    title: "Warn the author?",
    description: "A strike goes on the author's record. They are told why and may appeal.",
    confirm: "Warn",
    pending: "Warning...",
  },
  suspend: {
    title: "Suspend the author?",
    description:
      "They are signed out at once and cannot sign in until the suspension ends. They are told why and may appeal.",
    confirm: "Suspend",
    pending: "Suspending...",
  },
};

export type ConfirmableAction = keyof typeof COPY;

type DecisionDialogProps = {
  itemId: number;
  action: ConfirmableAction | null;
  onOpenChange: (open: boolean) => void;
  onDecided: () => void;
};

/** Confirms one decision on a queue item, with the reason it gives (and a suspension's length). */
export function DecisionDialog({ itemId, action, onOpenChange, onDecided }: DecisionDialogProps) {
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const [isUntilLifted, setIsUntilLifted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const daysId = useId();
  const untilId = useId();
  const errorId = useId();
  const decide = useDecideItem(itemId);
  const copy = action ? COPY[action] : null;

  function close() {
    setReason("");
    setDays("7");
    setIsUntilLifted(false);
    setError(null);
    onOpenChange(false);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!action) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError("Write the reason: the author reads it.");
      return;
    }
    const durationDays = action === "suspend" && !isUntilLifted ? Number(days) : null;
    if (
      durationDays !== null &&
      (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > SUSPENSION_DAYS_MAX)
    ) {
      setError(`A suspension lasts 1 to ${SUSPENSION_DAYS_MAX} days, or until lifted.`);
      return;
    }
    setError(null);
    decide.mutate(
      { action, reason: trimmed, ...(action === "suspend" ? { durationDays } : {}) },
      {
        onSuccess: () => {
          toast({ title: "Decision recorded", variant: "success" });
          close();
          onDecided();
        },
        onError: (failure) => setError(parseApiError(failure).message ?? "The decision failed. Try again."),
      },
    );
  }

  return (
    <Dialog open={action !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <DialogContent>
        {copy ? (
          <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{copy.title}</DialogTitle>
              <DialogDescription>{copy.description}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>Reason</Label>
              <Textarea
                id={reasonId}
                rows={3}
                value={reason}
                maxLength={DECISION_REASON_MAX}
                aria-invalid={error !== null && !reason.trim()}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            {action === "suspend" ? (
              <div className="grid gap-2">
                <div className="grid gap-1.5">
                  <Label htmlFor={daysId}>Days</Label>
                  <Input
                    id={daysId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={SUSPENSION_DAYS_MAX}
                    value={days}
                    disabled={isUntilLifted}
                    onChange={(event) => setDays(event.target.value)}
                    className="w-32"
                  />
                </div>
                <label htmlFor={untilId} className="flex items-center gap-2 text-sm">
                  <input
                    id={untilId}
                    type="checkbox"
                    checked={isUntilLifted}
                    onChange={(event) => setIsUntilLifted(event.target.checked)}
                    className="size-4 accent-primary"
                  />
                  Until lifted
                </label>
              </div>
            ) : null}
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant={action === "dismiss" ? "default" : "destructive"}
                disabled={decide.isPending}
              >
                {decide.isPending ? copy.pending : copy.confirm}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
