import { MAX_RATING } from "@shared/rules/directory";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

type StarRatingProps = { rating: number; className?: string; size?: "sm" | "md" };

/** The rating as five stars (document 2: 'rating out of 5'), read out as one phrase. */
export function StarRating({ rating, className, size = "sm" }: StarRatingProps) {
  const rounded = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={`Rated ${rounded} out of ${MAX_RATING}`}
      className={cn("inline-flex gap-0.5", className)}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          key={index}
          aria-hidden="true"
          className={cn(
            size === "sm" ? "size-4" : "size-5",
            index < rounded ? "fill-amber-400 text-amber-500" : "fill-transparent text-muted-foreground/50",
          )}
        />
      ))}
    </span>
  );
}
