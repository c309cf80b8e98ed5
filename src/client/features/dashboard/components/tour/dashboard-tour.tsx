import { useRef, useState } from "react";
import { useRecordTour, useTourState } from "@/features/account/api";
import { useAuth } from "@/lib/auth-provider";
import { TourDialog } from "./tour-dialog";
import { WelcomeDialog } from "./welcome-dialog";

type DashboardTourProps = {
  userId: number;
  tourOpen: boolean;
  onTourOpenChange: (open: boolean) => void;
};

/**
 * The welcome dialog (offered until the member completed or skipped the tour, as the server keeps
 * it per member, so a new browser does not welcome them again) and the 7-step tour. Only the tour
 * started from the welcome dialog records how it ended; "Skip for Now" only closes the welcome for
 * this visit, and Help & Tour opens the same tour without changing anything.
 */
export function DashboardTour({ userId, tourOpen, onTourOpenChange }: DashboardTourProps) {
  const { user } = useAuth();
  const tourState = useTourState();
  const recordTour = useRecordTour();
  const [isWelcomeDismissed, setIsWelcomeDismissed] = useState(false);
  const isWelcomeOpen = tourState.data?.status === null && !isWelcomeDismissed;
  const startedFromWelcome = useRef(false);

  const handleStartTour = () => {
    startedFromWelcome.current = true;
    setIsWelcomeDismissed(true);
    onTourOpenChange(true);
  };

  const handleComplete = () => {
    if (startedFromWelcome.current) recordTour.mutate("completed");
    startedFromWelcome.current = false;
    onTourOpenChange(false);
  };

  const handleSkipTour = () => {
    if (startedFromWelcome.current) recordTour.mutate("skipped");
    startedFromWelcome.current = false;
    onTourOpenChange(false);
  };

  return (
    <>
      <WelcomeDialog
        open={isWelcomeOpen && !tourOpen}
        firstName={user?.id === userId ? user.firstName : null}
        onStartTour={handleStartTour}
        onSkip={() => setIsWelcomeDismissed(true)}
      />
      <TourDialog open={tourOpen} onComplete={handleComplete} onSkip={handleSkipTour} />
    </>
  );
}
