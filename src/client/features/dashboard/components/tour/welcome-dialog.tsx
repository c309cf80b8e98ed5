import { PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TOUR_STEPS } from "./tour-steps";

type WelcomeDialogProps = {
  open: boolean;
  firstName: string | null;
  onStartTour: () => void;
  onSkip: () => void;
};

/** Offered on the first dashboard visit: a short tour, or straight to work. */
export function WelcomeDialog({ open, firstName, onStartTour, onSkip }: WelcomeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onSkip()}>
      <DialogContent className="max-w-md text-center" data-testid="welcome-dialog">
        <DialogHeader className="justify-items-center pr-0">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <PartyPopper aria-hidden="true" className="size-7" />
          </span>
          <DialogTitle>{firstName ? `Welcome to Netwise, ${firstName}!` : "Welcome to Netwise!"}</DialogTitle>
          <DialogDescription>
            Take a quick {TOUR_STEPS.length}-step tour of your dashboard to see how to find the right people,
            send referrals and discover opportunities.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Button variant="outline" onClick={onSkip}>
            Skip for Now
          </Button>
          <Button onClick={onStartTour} autoFocus>
            Start Tour
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
