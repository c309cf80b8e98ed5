import { BadgeCheck, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The Verified and Featured badges of a business, each only when it applies. */
export function BusinessStatusBadges({
  business,
}: {
  business: { isVerified: boolean; isFeatured: boolean };
}) {
  return (
    <>
      {business.isVerified ? (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          Verified
        </Badge>
      ) : null}
      {business.isFeatured ? (
        <Badge variant="warning">
          <Star aria-hidden="true" />
          Featured
        </Badge>
      ) : null}
    </>
  );
}
