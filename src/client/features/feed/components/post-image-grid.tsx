import type { PostImage } from "@shared/contracts/feed";
import { useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { ImageLightbox } from "./image-lightbox";

/** Cell shapes by picture count: one keeps its own proportions, more share a 2-column grid. */
const CELL_CLASSES: Record<number, string[]> = {
  2: ["aspect-[4/5]", "aspect-[4/5]"],
  3: ["row-span-2 h-full", "aspect-[4/3]", "aspect-[4/3]"],
  4: ["aspect-square", "aspect-square", "aspect-square", "aspect-square"],
};

/** A post's pictures as a grid; each opens the full-size lightbox. */
export function PostImageGrid({ images }: { images: PostImage[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The picture's button that opened the lightbox gets focus back when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  if (images.length === 0) return null;
  const single = images.length === 1;
  return (
    <>
      <ul
        className={cn("grid gap-1 overflow-hidden rounded-lg", !single && "grid-cols-2")}
        aria-label={single ? "Picture" : `${images.length} pictures`}
        data-testid="post-image-grid"
      >
        {images.map((image, index) => (
          <li key={image.url} className={cn("min-h-0", CELL_CLASSES[images.length]?.[index])}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpenIndex(index);
              }}
              className="block size-full cursor-zoom-in bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className={cn("size-full object-cover", single && "max-h-[32rem] w-full object-contain")}
              />
              <span className="sr-only"> (open full size)</span>
            </button>
          </li>
        ))}
      </ul>
      <ImageLightbox
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        returnFocusTo={opener}
      />
    </>
  );
}
