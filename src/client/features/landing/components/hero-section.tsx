import { ArrowDown, ArrowRight, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useIsRegistrationOpen } from "@/features/settings/api";
import { useAuthDialog } from "@/lib/auth-dialog";

export const FEATURES_SECTION_ID = "features";

export function HeroSection() {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const isRegistrationOpen = useIsRegistrationOpen();

  const handleLearnMore = () => {
    const features = document.getElementById(FEATURES_SECTION_ID);
    if (!features) return;
    features.scrollIntoView({ block: "start" });
    features.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-border bg-card">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--accent),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-4xl justify-items-center gap-6 px-4 py-20 text-center sm:px-6 sm:py-28">
        <span className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          AI-powered professional networking
        </span>
        <h1
          id="hero-title"
          className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Connect with the right people, <span className="text-primary">automatically</span>
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          Netwise matches you with professionals who need what you offer and offer what you need, sends warm
          referrals for you, and surfaces opportunities before anyone else sees them.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {isRegistrationOpen ? (
            <Button
              size="lg"
              onClick={() => openAuthDialog("register")}
              onPointerEnter={preloadAuthDialog}
              onFocus={preloadAuthDialog}
            >
              Start Networking Today
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : null}
          <Button size="lg" variant="outline" onClick={handleLearnMore}>
            Learn More
            <ArrowDown aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
