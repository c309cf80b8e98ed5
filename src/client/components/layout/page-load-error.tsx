import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-request";

/** A page's list that failed to load: the title, the server's reason when it gave one, and Try again. */
export function PageLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-12 text-center" role="alert">
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">
        {parseApiError(error).message ?? "Check your connection and try again."}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
