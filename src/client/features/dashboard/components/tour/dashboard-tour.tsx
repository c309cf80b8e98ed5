import { useRef, useState } from "react";
import { useAuth } from "@/lib/auth-provider";
import { TourDialog } from "./tour-dialog";
import { hasCompletedTour, markTourCompleted } from "./tour-storage";
import { WelcomeDialog } from "./welcome-dialog";

type DashboardTourProps = {
  userId: number;
  tourOpen: boolean;
  onTourOpenChange: (open: boolean) => void;
};

/**
 * The welcome dialog (first dashboard visit: the member's completion marker is missing) and the
 * 7-step tour. Only a tour started from the welcome dialog and completed records the marker;
 * Help & Tour opens the same tour without changing it.
 */
export function DashboardTour({ userId, tourOpen, onTourOpenChange }: DashboardTourProps) {
  const { user } = useAuth();
  const [isWelcomeOpen, setIsWelcomeOpen] = useState(() => !hasCompletedTour(userId));
  const startedFromWelcome = useRef(false);

  const handleStartTour = () => {
    startedFromWelcome.current = true;
    setIsWelcomeOpen(false);
    onTourOpenChange(true);
  };

  const handleComplete = () => {
    if (startedFromWelcome.current) markTourCompleted(userId);
    startedFromWelcome.current = false;
    onTourOpenChange(false);
  };

  const handleSkipTour = () => {
    startedFromWelcome.current = false;
    onTourOpenChange(false);
  };

  return (
    <>
      <WelcomeDialog
        open={isWelcomeOpen && !tourOpen}
        firstName={user?.id === userId ? user.firstName : null}
        onStartTour={handleStartTour}
        onSkip={() => setIsWelcomeOpen(false)}
      />
      <TourDialog open={tourOpen} onComplete={handleComplete} onSkip={handleSkipTour} />
    </>
  );
}
