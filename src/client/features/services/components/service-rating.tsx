import { StarRating } from "@/components/ui/star-rating";

type ServiceRatingProps = { rating: number | null; reviewCount: number; size?: "sm" | "md" };

/** A service's average in half stars with its count, or "No reviews yet". */
export function ServiceRating({ rating, reviewCount, size = "sm" }: ServiceRatingProps) {
  if (rating === null || reviewCount === 0) {
    return <p className="text-sm text-muted-foreground">No reviews yet</p>;
  }
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <StarRating rating={rating} count={reviewCount} size={size} />
      <span aria-hidden="true" className="tabular-nums text-muted-foreground">
        {rating.toFixed(1)} ({reviewCount})
      </span>
    </p>
  );
}
