import { RefreshCw, TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PageContainer } from "./page-container";

type PageErrorBoundaryProps = { children: ReactNode };
type PageErrorBoundaryState = { error: Error | null };

/**
 * Catches a page that fails to render or to load its code (a dropped connection, a new release
 * replacing old chunks) and offers a reload instead of a blank screen. AppLayout keys it by path,
 * so moving to another page tries again.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): PageErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("A page failed to render:", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <PageContainer className="flex min-h-[50vh] items-center justify-center">
        <section
          role="alert"
          className="grid max-w-md justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-10 text-center"
        >
          <TriangleAlert aria-hidden="true" className="size-10 text-warning" />
          <h1 className="text-xl font-semibold">This page could not be loaded</h1>
          <p className="text-muted-foreground">
            Check your connection and reload. If it keeps happening, please try again in a few minutes.
          </p>
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Reload page
          </Button>
        </section>
      </PageContainer>
    );
  }
}
