import { ArrowLeft, ArrowRight, Check, X } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/lib/use-return-focus";
import { TOUR_STEPS } from "./tour-steps";

type TourPopoverProps = {
  open: boolean;
  /** Called when the member presses Finish on the last step. */
  onComplete: () => void;
  /** Called on Skip Tour, Escape or the close button. */
  onSkip: () => void;
};

/** The first element named `data-tour="<name>"` that is on screen, trying each name in order. */
function findAnchor(names: readonly string[]): HTMLElement | null {
  for (const name of names) {
    for (const element of document.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`)) {
      if (element.getClientRects().length > 0 && element.checkVisibility?.() !== false) return element;
    }
  }
  return null;
}

/** Where the spotlight ring sits: the anchor's box with a little room around it. */
function spotlightStyle(rect: DOMRect): React.CSSProperties {
  const pad = 6;
  return {
    top: rect.top - pad,
    left: rect.left - pad,
    width: rect.width + pad * 2,
    height: rect.height + pad * 2,
  };
}

/**
 * The dashboard tour as steps that point at what they describe: a spotlight on the tab or button of
 * the step and a popover beside it (non-modal, labelled by the step's title); keyboard focus moves
 * into the popover at every step, Escape skips, and focus returns where it was when the tour ends.
 */
export function TourPopover({ open, onComplete, onSkip }: TourPopoverProps) {
  const [stepIndex, setStepIndex] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStepIndex(0);
  }
  const returnFocus = useReturnFocus();
  const step = TOUR_STEPS[stepIndex] ?? TOUR_STEPS[0];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Remember what had focus before the tour, to give it back at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening matters.
  useEffect(() => {
    if (open) returnFocus.onOpenAutoFocus();
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !step) return;
    const element = findAnchor(step.anchors);
    element?.scrollIntoView({ block: "center", inline: "center" });
    setAnchor(element);
    setRect(element?.getBoundingClientRect() ?? null);
  }, [open, step]);

  // The spotlight follows its anchor when the page scrolls or the window changes size.
  useEffect(() => {
    if (!open || !anchor) return;
    const update = () => setRect(anchor.getBoundingClientRect());
    window.addEventListener("scroll", update, true);
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update, true);
      window.removeEventListener("resize", update);
    };
  }, [open, anchor]);

  const virtualRef = useMemo(
    () => ({
      current: {
        getBoundingClientRect: () =>
          anchor?.getBoundingClientRect() ?? new DOMRect(window.innerWidth / 2, 72, 0, 0),
        contextElement: anchor ?? undefined,
      },
    }),
    [anchor],
  );

  if (!open || !step) return null;
  const total = TOUR_STEPS.length;
  const isFirst = stepIndex === 0;
  const isLast = stepIndex === total - 1;
  const percent = Math.round(((stepIndex + 1) / total) * 100);
  const finish = (handler: () => void) => {
    handler();
    // Give focus back, once the popover has gone, to what had it when the tour began.
    requestAnimationFrame(() => returnFocus.onCloseAutoFocus(new Event("close")));
  };

  return (
    <Popover.Root open modal={false}>
      <Popover.Anchor virtualRef={virtualRef} />
      {rect ? (
        <div
          aria-hidden="true"
          data-testid="tour-spotlight"
          className="pointer-events-none fixed z-40 rounded-lg shadow-[0_0_0_9999px_rgb(15_23_42/0.45)] ring-2 ring-primary transition-all duration-200 motion-reduce:transition-none"
          style={spotlightStyle(rect)}
        />
      ) : null}
      <Popover.Portal>
        <Popover.Content
          key={step.id}
          side="bottom"
          align="center"
          sideOffset={12}
          collisionPadding={12}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          data-testid="tour-popover"
          data-anchor={anchor?.dataset.tour ?? ""}
          className="z-50 grid w-[min(22rem,calc(100vw-1.5rem))] gap-3 rounded-card border border-border bg-popover p-4 text-popover-foreground shadow-xl animate-pop-in"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() => finish(onSkip)}
        >
          <div className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
            <span aria-live="polite">
              Step {stepIndex + 1} of {total}
            </span>
            <button
              type="button"
              aria-label="Close tour"
              onClick={() => finish(onSkip)}
              className="inline-flex size-7 cursor-pointer items-center justify-center rounded-md hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <div
            role="progressbar"
            aria-label="Tour progress"
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={stepIndex + 1}
            aria-valuetext={`Step ${stepIndex + 1} of ${total}`}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <h2 id={titleId} className="text-base font-semibold">
            {step.title}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {step.description}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="ghost" size="sm" onClick={() => finish(onSkip)}>
              Skip Tour
            </Button>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setStepIndex((index) => Math.max(0, index - 1))}
                disabled={isFirst}
              >
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              <Button
                ref={nextRef}
                size="sm"
                onClick={() =>
                  isLast ? finish(onComplete) : setStepIndex((index) => Math.min(total - 1, index + 1))
                }
              >
                {isLast ? (
                  <>
                    Finish
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
