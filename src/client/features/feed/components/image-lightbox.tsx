import type { PostImage } from "@shared/contracts/feed";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent, RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

type ImageLightboxProps = {
  images: PostImage[];
  /** The picture shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** Focused when the lightbox closes (the picture that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * A post's pictures full size (Radix Dialog: focus moves in and returns to the picture opened,
 * Escape closes). Left and right arrows, or the buttons, move between pictures; the alt text is the
 * picture's accessible name and its visible caption.
 */
export function ImageLightbox({ images, index, onIndexChange, onClose, returnFocusTo }: ImageLightboxProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const go = (step: number) => {
    if (index !== null && count > 1) onIndexChange((index + step + count) % count);
  };

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {image && index !== null ? (
        <DialogContent
          className="max-w-5xl gap-3 p-3 sm:p-4"
          onKeyDown={handleKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          data-testid="image-lightbox"
        >
          <DialogTitle className="pr-10 text-base">
            Picture {index + 1} of {count}
          </DialogTitle>
          <figure className="grid gap-2">
            <div className="relative flex items-center justify-center">
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                className="max-h-[75dvh] w-auto max-w-full rounded-md object-contain"
              />
              {count > 1 ? (
                <>
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute left-1 rounded-full opacity-90"
                    aria-label="Previous picture"
                    onClick={() => go(-1)}
                  >
                    <ChevronLeft aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute right-1 rounded-full opacity-90"
                    aria-label="Next picture"
                    onClick={() => go(1)}
                  >
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </div>
            <figcaption className="text-sm text-foreground">{image.alt}</figcaption>
          </figure>
          <DialogDescription className="text-center text-xs">
            {count > 1 ? "Left and right arrow keys move between pictures; " : ""}Escape closes.
          </DialogDescription>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
