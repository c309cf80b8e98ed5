import { CircleAlert, Home } from "lucide-react";
import { Link } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Any path outside the route table (docs/product.md, Screens). */
export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <section
        aria-labelledby="not-found-title"
        className="grid max-w-md justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-10"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted text-destructive">
          <CircleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 id="not-found-title" className="text-2xl font-bold tracking-tight">
          We can't find that page
        </h1>
        <p className="text-muted-foreground">
          The link may be old or mistyped, or the page was removed. Check the address, or carry on from the
          home page.
        </p>
        <Button asChild>
          <Link href="/">
            <Home aria-hidden="true" />
            Go to home page
          </Link>
        </Button>
      </section>
    </PageContainer>
  );
}
