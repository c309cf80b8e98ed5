import { Newspaper } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** The article's hero image, shown whole (imported art often carries its headline, which cropping cuts); without one (or when it fails to load) a neutral pattern. */
export function ArticleHeroImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          "flex items-center justify-center bg-muted bg-[radial-gradient(circle_at_1px_1px,var(--border)_1px,transparent_0)] bg-[length:16px_16px] text-muted-foreground",
          className,
        )}
      >
        <Newspaper className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setHasFailed(true)}
      className={cn("bg-muted object-contain", className)}
    />
  );
}
