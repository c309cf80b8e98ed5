import { PROFILE_PHOTO_MAX_WIDTH } from "@shared/contracts/account";
import { useEffect, useRef, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";

const PREVIEW_SIZE = 192;

type Crop = { zoom: number; x: number; y: number };

/** The square of the image a crop keeps, in the image's own pixels. */
function cropArea(image: HTMLImageElement, { zoom, x, y }: Crop) {
  const side = Math.min(image.naturalWidth, image.naturalHeight) / zoom;
  return {
    left: ((image.naturalWidth - side) * x) / 100,
    top: ((image.naturalHeight - side) * y) / 100,
    side,
  };
}

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, size: number) {
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return;
  const { left, top, side } = cropArea(image, crop);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, left, top, side, side, 0, 0, size, size);
}

type PhotoCropDialogProps = {
  file: File | null;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (image: Blob) => void;
};

/**
 * Crop and preview before upload: a square taken from the chosen photo, moved and zoomed with three
 * sliders (keyboard-friendly), previewed as the round avatar, saved at most 512 px wide.
 */
export function PhotoCropDialog({ file, isSaving, onCancel, onSave }: PhotoCropDialogProps) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 50, y: 50 });
  const previewRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    setImage(null);
    setLoadError(false);
    setCrop({ zoom: 1, x: 50, y: 50 });
    if (!file) return;
    const url = URL.createObjectURL(file);
    const next = new Image();
    next.onload = () => setImage(next);
    next.onerror = () => setLoadError(true);
    next.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (image && previewRef.current) draw(previewRef.current, image, crop, PREVIEW_SIZE);
  }, [image, crop]);

  const handleSave = () => {
    if (!image) return;
    const size = Math.round(Math.min(PROFILE_PHOTO_MAX_WIDTH, cropArea(image, crop).side));
    const canvas = document.createElement("canvas");
    draw(canvas, image, crop, size);
    canvas.toBlob((blob) => blob && onSave(blob), "image/png");
  };

  const slider = (key: keyof Crop, label: string, min: number, max: number, step: number) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`crop-${key}`}>{label}</Label>
      <input
        id={`crop-${key}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={crop[key]}
        onChange={(event) => setCrop((current) => ({ ...current, [key]: Number(event.target.value) }))}
        className="w-full accent-primary"
      />
    </div>
  );

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !isSaving && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Crop your photo</DialogTitle>
          <DialogDescription>Move and zoom until your face sits in the circle.</DialogDescription>
        </DialogHeader>
        {loadError ? (
          <p role="alert" className="text-sm text-destructive">
            This file could not be opened as an image. Choose a PNG, JPEG or WebP photo.
          </p>
        ) : (
          <div className="grid gap-4">
            <div className="flex justify-center">
              <canvas
                ref={previewRef}
                width={PREVIEW_SIZE}
                height={PREVIEW_SIZE}
                role="img"
                aria-label="Preview of your cropped photo"
                className="size-48 rounded-full border border-border bg-muted"
              />
            </div>
            {slider("zoom", "Zoom", 1, 3, 0.05)}
            {slider("x", "Left to right", 0, 100, 1)}
            {slider("y", "Top to bottom", 0, 100, 1)}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <PendingButton
            onClick={handleSave}
            isPending={isSaving}
            pendingLabel="Saving..."
            disabled={!image || isSaving}
          >
            Save photo
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
