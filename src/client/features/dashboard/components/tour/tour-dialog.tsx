import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TOUR_STEPS } from "./tour-steps";
import { useReturnFocus } from "./use-return-focus";

type TourDialogProps = {
  open: boolean;
  /** Called when the member presses Complete Tour on the last step. */
  onComplete: () => void;
  /** Called on Skip Tour, Escape or the close button. */
  onSkip: () => void;
};

/** The 7-step dashboard tour: progress bar, Previous, Next (Complete Tour at the end), Skip Tour. */
export function TourDialog({ open, onComplete, onSkip }: TourDialogProps) {
  const [stepIndex, setStepIndex] = useState(0);
  const returnFocus = useReturnFocus();
  // Every opening starts at the first step.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStepIndex(0);
  }
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onSkip()}>
      <TourContent
        stepIndex={stepIndex}
        onStepChange={setStepIndex}
        onComplete={onComplete}
        onSkip={onSkip}
        {...returnFocus}
      />
    </Dialog>
  );
}

type TourContentProps = Omit<TourDialogProps, "open"> &
  ReturnType<typeof useReturnFocus> & {
    stepIndex: number;
    onStepChange: (update: (index: number) => number) => void;
  };

function TourContent({
  stepIndex,
  onStepChange: setStepIndex,
  onComplete,
  onSkip,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: TourContentProps) {
  const step = TOUR_STEPS[stepIndex] ?? TOUR_STEPS[0];
  if (!step) return null;
  const total = TOUR_STEPS.length;
  const isFirst = stepIndex === 0;
  const isLast = stepIndex === total - 1;
  const percent = Math.round(((stepIndex + 1) / total) * 100);
  const Icon = step.icon;

  return (
    <DialogContent
      className="max-w-md"
      data-testid="tour-dialog"
      onOpenAutoFocus={onOpenAutoFocus}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between pr-8 text-xs font-medium text-muted-foreground">
          <span aria-live="polite">
            Step {stepIndex + 1} of {total}
          </span>
          <span aria-hidden="true">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Tour progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={stepIndex + 1}
          aria-valuetext={`Step ${stepIndex + 1} of ${total}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <DialogHeader className="justify-items-start pr-0">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <DialogTitle>{step.title}</DialogTitle>
        <DialogDescription>{step.description}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onSkip}>
          Skip Tour
        </Button>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => setStepIndex((index) => Math.max(0, index - 1))}
            disabled={isFirst}
          >
            <ArrowLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            className="flex-1"
            onClick={() => (isLast ? onComplete() : setStepIndex((index) => Math.min(total - 1, index + 1)))}
          >
            {isLast ? (
              <>
                Complete Tour
                <Check aria-hidden="true" />
              </>
            ) : (
              <>
                Next
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
