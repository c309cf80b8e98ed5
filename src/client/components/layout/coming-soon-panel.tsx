import { ArrowLeft, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { PageContainer } from "./page-container";

type ComingSoonPanelProps = {
  icon: LucideIcon;
  /** Names the area, e.g. "Professional Feed". */
  title: string;
  /** One sentence of what will be here. */
  description: string;
  backHref?: string;
  backLabel?: string;
};

/** A placeholder for an area whose screen has not landed yet: icon, title, one sentence, a way back. */
export function ComingSoonPanel({
  icon: Icon,
  title,
  description,
  backHref = "/",
  backLabel = "Back to home",
}: ComingSoonPanelProps) {
  useDocumentTitle(title);
  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <section
        aria-labelledby="coming-soon-title"
        className="grid max-w-lg justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-12"
        data-testid="coming-soon"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">Coming soon</p>
        <h1 id="coming-soon-title" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="text-muted-foreground">{description}</p>
        <Button variant="outline" asChild>
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      </section>
    </PageContainer>
  );
}
