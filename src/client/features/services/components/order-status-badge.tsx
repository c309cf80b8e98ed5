import { Badge, type BadgeProps } from "@/components/ui/badge";

const STATUS_LOOK: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  pending: { label: "Pending", variant: "warning" },
  in_progress: { label: "In Progress", variant: "default" },
  completed: { label: "Completed", variant: "success" },
  cancelled: { label: "Cancelled", variant: "destructive" },
};

/** docs/product.md, States: the four known statuses have their colours; any other is neutral. */
export function orderStatusLabel(status: string): string {
  return (
    STATUS_LOOK[status]?.label ?? status.replaceAll("_", " ").replace(/^\w/, (first) => first.toUpperCase())
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge variant={look?.variant ?? "outline"} data-status={status}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
