import { MAX_RATING } from "@shared/rules/directory";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

type StarRatingProps = {
  rating: number;
  className?: string;
  size?: "sm" | "md";
  /** How many reviews the average is of, read out with it ("from 12 reviews"). */
  count?: number;
};

/** How much of each of the five stars is filled: 1, 0.5 or 0 (the rating rounded to the nearest half). */
export function starFills(rating: number): { position: number; fill: number }[] {
  const halves = Math.round(Math.max(0, Math.min(MAX_RATING, rating)) * 2) / 2;
  return Array.from({ length: MAX_RATING }, (_, index) => ({
    position: index + 1,
    fill: Math.max(0, Math.min(1, halves - index)),
  }));
}

/** The average rating as five stars with halves (docs/product.md: 'rating out of 5'), read out as one phrase. */
export function StarRating({ rating, className, size = "sm", count }: StarRatingProps) {
  const shown = Math.round(Math.max(0, Math.min(MAX_RATING, rating)) * 10) / 10;
  const starSize = size === "sm" ? "size-4" : "size-5";
  return (
    <span
      role="img"
      aria-label={`Rated ${shown} out of ${MAX_RATING}${count === undefined ? "" : ` from ${count} ${count === 1 ? "review" : "reviews"}`}`}
      className={cn("inline-flex gap-0.5", className)}
    >
      {starFills(rating).map(({ position, fill }) => (
        <span
          key={position}
          aria-hidden="true"
          className={cn("relative inline-block", starSize)}
          data-fill={fill}
        >
          <Star className={cn("absolute inset-0 fill-transparent text-muted-foreground/50", starSize)} />
          {fill > 0 ? (
            <span className={cn("absolute inset-y-0 left-0 overflow-hidden", fill < 1 ? "w-1/2" : "w-full")}>
              <Star className={cn("fill-amber-400 text-amber-500", starSize)} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
