import { useRecordTour, useTourState } from "@/features/account/api";
import { useAuth } from "@/lib/auth-provider";
import { TourPopover } from "./tour-popover";
import { WelcomeDialog } from "./welcome-dialog";

type DashboardTourProps = {
  userId: number;
  tourOpen: boolean;
  onTourOpenChange: (open: boolean) => void;
};

/**
 * The welcome dialog and the 7-step tour. The welcome is offered once per member: starting the tour,
 * skipping it ("Skip for Now") or finishing it is an answer the server keeps, so neither a reload nor
 * another browser welcomes them again. Help & Tour replays the tour at any time.
 */
export function DashboardTour({ userId, tourOpen, onTourOpenChange }: DashboardTourProps) {
  const { user } = useAuth();
  const tourState = useTourState();
  const recordTour = useRecordTour();
  const isWelcomeOpen = tourState.data?.status === null && !recordTour.isPending && !recordTour.isSuccess;

  const handleStartTour = () => {
    recordTour.mutate("started");
    onTourOpenChange(true);
  };

  const handleComplete = () => {
    recordTour.mutate("completed");
    onTourOpenChange(false);
  };

  const handleSkipTour = () => {
    // Skipping a replay of a tour already finished changes nothing on the server.
    if (tourState.data?.status !== "completed") recordTour.mutate("skipped");
    onTourOpenChange(false);
  };

  return (
    <>
      <WelcomeDialog
        open={isWelcomeOpen && !tourOpen}
        firstName={user?.id === userId ? user.firstName : null}
        onStartTour={handleStartTour}
        onSkip={() => recordTour.mutate("skipped")}
      />
      <TourPopover open={tourOpen} onComplete={handleComplete} onSkip={handleSkipTour} />
    </>
  );
}
