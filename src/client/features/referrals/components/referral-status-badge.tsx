import { Badge } from "@/components/ui/badge";

/**
 * What a referral's status means to the members in it, in plain words. How the automation
 * hand-off went is the admins' business (the admin area), never shown here.
 */
export const REFERRAL_STATUS_LABELS: Record<string, string> = {
  pending: "Waiting for reply",
  accepted: "Introduced",
  completed: "Connected",
  declined: "Declined",
};

/** docs/product.md, States: completed, accepted and declined have their colours; others a neutral outline. */
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
    <Badge variant={variant} data-testid="referral-status">
      {REFERRAL_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
