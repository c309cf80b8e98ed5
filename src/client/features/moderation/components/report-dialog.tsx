import {
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_NOTE_MAX,
  type ReportCategory,
  type ReportTargetType,
} from "@shared/contracts/moderation";
import { CheckCircle2 } from "lucide-react";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { type ReportTarget, useCreateReport } from "../api";

/** How the dialog names what is reported ("Report comment"). */
export const REPORT_TARGET_NOUNS: Record<ReportTargetType, string> = {
  post: "post",
  comment: "comment",
  message: "message",
  member: "profile",
  business: "business",
  review: "review",
  service_review: "review",
  opportunity: "opportunity",
};

type ReportDialogProps = {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Outcome = "reported" | "already-reported" | null;

/**
 * Reports one thing to the moderators (issue 27): a category (radio group) and an optional note. The
 * answer is shown in the dialog and announced: thanks, "you already reported this", or why it failed
 * (a 429 says when to try again).
 */
export function ReportDialog({ target, open, onOpenChange }: ReportDialogProps) {
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [note, setNote] = useState("");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const errorId = useId();
  const report = useCreateReport();
  const noun = REPORT_TARGET_NOUNS[target.type];

  function handleOpenChange(next: boolean) {
    if (!next) {
      setCategory(null);
      setNote("");
      setOutcome(null);
      setError(null);
      report.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!category) {
      setError("Choose what is wrong.");
      return;
    }
    setError(null);
    report.mutate(
      { target, category, note: note.trim() },
      {
        onSuccess: (answer) => setOutcome(answer.isNew ? "reported" : "already-reported"),
        onError: (failure) => {
          const { status, message } = parseApiError(failure);
          if (status === 429) setError(message ?? "You have sent many reports. Please try again later.");
          else if (status === 404) setError(`This ${noun} is no longer available.`);
          else setError(message ?? `We could not report the ${noun}. Please try again.`);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        {outcome ? (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>
                {outcome === "reported" ? "Thanks for your report" : "Already reported"}
              </DialogTitle>
              <DialogDescription asChild>
                <p role="status" className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {outcome === "reported"
                    ? `Moderators will review the ${noun}. We will tell you what they decide.`
                    : `You already reported this ${noun}. Moderators will review it and tell you what they decide.`}
                </p>
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button autoFocus onClick={() => handleOpenChange(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Report {noun}</DialogTitle>
              <DialogDescription>
                Tell the moderators what is wrong. The author is not told who reported it.
              </DialogDescription>
            </DialogHeader>
            <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
              <legend className="mb-1 text-sm font-medium">What is wrong?</legend>
              {REPORT_CATEGORIES.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name="report-category"
                    value={value}
                    checked={category === value}
                    onChange={() => setCategory(value)}
                    className="size-4 accent-primary"
                  />
                  {REPORT_CATEGORY_LABELS[value]}
                </label>
              ))}
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor={noteId}>Note for the moderators (optional)</Label>
              <Textarea
                id={noteId}
                value={note}
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => handleOpenChange(false)}
                disabled={report.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={report.isPending}>
                {report.isPending ? "Reporting..." : "Report"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
