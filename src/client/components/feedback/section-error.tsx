import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";

type SectionErrorProps = {
  /** What could not be loaded, e.g. "your messages". */
  what: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** A load failure inside a card: what happened, the server's reason when it gave one, and Try Again. */
export function SectionError({ what, error, onRetry, isRetrying = false }: SectionErrorProps) {
  const { message } = parseApiError(error);
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-card border border-destructive/40 px-4 py-6 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-6 text-destructive" />
      <p className="text-sm">
        We could not load {what}.{message ? ` ${message}` : " Check your connection and try again."}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? "animate-spin" : undefined} />
        {isRetrying ? "Retrying..." : "Try Again"}
      </Button>
    </div>
  );
}
