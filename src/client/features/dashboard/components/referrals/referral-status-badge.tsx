import { Badge } from "@/components/ui/badge";

/** Document 1 section 4: completed, accepted and declined have their colours; others a neutral outline. */
export function ReferralStatusBadge({ status }: { status: string }) {
  const variant =
    status === "completed"
      ? "success"
      : status === "accepted"
        ? "default"
        : status === "declined"
          ? "destructive"
          : "outline";
  return (
    <Badge variant={variant} className="capitalize" data-testid="referral-status">
      {status}
    </Badge>
  );
}

const AUTOMATION_LABELS: Record<string, string> = {
  pending: "Sending to automation",
  sent: "Sent to automation",
  failed: "Automation delivery failed",
  skipped: "Automation not configured",
};

/** Where the referral's automation hand-off is (ghlStatus). */
export function AutomationStatusText({ status }: { status: string | null }) {
  if (!status) return null;
  return (
    <span className="text-xs text-muted-foreground" data-testid="ghl-status">
      {AUTOMATION_LABELS[status] ?? `Automation: ${status}`}
    </span>
  );
}
