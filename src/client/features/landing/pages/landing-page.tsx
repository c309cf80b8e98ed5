import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useDocumentTitle } from "@/lib/use-document-title";
import { FeaturesSection } from "../components/features-section";
import { HeroSection } from "../components/hero-section";
import { HowItWorksSection } from "../components/how-it-works-section";

export function LandingPage() {
  useDocumentTitle("");
  const { openAuthDialog } = useAuthDialog();
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <section aria-labelledby="cta-title" className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          Your next opportunity is one introduction away
        </h2>
        <p className="mt-3 text-muted-foreground">Join Netwise for free and get your first matches today.</p>
        <Button size="lg" className="mt-8" onClick={() => openAuthDialog("register")}>
          Create your free profile
          <ArrowRight aria-hidden="true" />
        </Button>
      </section>
    </>
  );
}
