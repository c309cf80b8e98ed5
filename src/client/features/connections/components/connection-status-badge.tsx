import { Badge } from "@/components/ui/badge";

/** docs/product.md, States: accepted green, pending yellow (amber), every other status grey. */
export function ConnectionStatusBadge({ status }: { status: string }) {
  const variant = status === "accepted" ? "success" : status === "pending" ? "warning" : "secondary";
  return (
    <Badge variant={variant} className="capitalize">
      {status}
    </Badge>
  );
}
