import { IMAGE_ALT_MAX_LENGTH, POST_IMAGES_MAX } from "@shared/contracts/feed";
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { ImageDraft, PostImageDrafts } from "../use-post-image-drafts";

const ACCEPTED_TYPES = "image/png,image/jpeg,image/webp";

/** The id of a draft's alt-text box, so the composer can move focus to the first one missing. */
export const altFieldId = (key: string) => `post-image-alt-${key}`;

type PostImagePickerProps = { images: PostImageDrafts; showAltErrors: boolean; disabled?: boolean };

/** "Add photos" (also by dropping or pasting pictures on the composer) and each picture's alt text. */
export function PostImagePicker({ images, showAltErrors, disabled = false }: PostImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const isFull = images.drafts.length >= POST_IMAGES_MAX;
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES}
        multiple
        hidden
        data-testid="post-image-input"
        onChange={(event) => {
          images.add(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      {images.drafts.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Pictures in this post">
          {images.drafts.map((draft, index) => (
            <ImageDraftItem
              key={draft.key}
              draft={draft}
              number={index + 1}
              showAltError={showAltErrors}
              onAltChange={(alt) => images.setAlt(draft.key, alt)}
              onRemove={() => images.removeDraft(draft.key)}
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || isFull}
        onClick={() => inputRef.current?.click()}
        title="Or drop or paste pictures here"
      >
        <ImagePlus aria-hidden="true" />
        {isFull ? `${POST_IMAGES_MAX} photos added` : `Add photos (up to ${POST_IMAGES_MAX})`}
      </Button>
    </>
  );
}

type ImageDraftItemProps = {
  draft: ImageDraft;
  number: number;
  showAltError: boolean;
  onAltChange(alt: string): void;
  onRemove(): void;
  disabled: boolean;
};

function ImageDraftItem({
  draft,
  number,
  showAltError,
  onAltChange,
  onRemove,
  disabled,
}: ImageDraftItemProps) {
  const hintId = useId();
  const errorId = useId();
  const isMissing = showAltError && draft.status === "ready" && !draft.alt.trim();
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 rounded-lg border border-border p-2">
      <div className="relative size-20 overflow-hidden rounded-md bg-muted">
        {draft.status === "ready" && draft.image ? (
          <img src={draft.image.url} alt="" className="size-full object-cover" />
        ) : draft.status === "uploading" ? (
          <span role="status" className="flex size-full items-center justify-center text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            <span className="sr-only">Uploading picture {number}</span>
          </span>
        ) : null}
      </div>
      <div className="grid min-w-0 content-start gap-1">
        <div className="flex items-start justify-between gap-2">
          {draft.status === "failed" ? (
            <p role="alert" className="text-sm text-destructive">
              {draft.name ? `${draft.name}: ` : ""}
              {draft.error}
            </p>
          ) : (
            <label htmlFor={altFieldId(draft.key)} className="text-sm font-medium">
              Alt text for picture {number} (required)
            </label>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="size-8 p-0"
            aria-label={`Remove picture ${number}`}
            disabled={disabled || draft.status === "uploading"}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        {draft.status === "failed" ? null : (
          <>
            <Textarea
              id={altFieldId(draft.key)}
              rows={2}
              className="min-h-14"
              value={draft.alt}
              maxLength={IMAGE_ALT_MAX_LENGTH}
              disabled={disabled}
              aria-invalid={isMissing || undefined}
              aria-describedby={isMissing ? `${errorId} ${hintId}` : hintId}
              placeholder="e.g. Our team holding the award on stage"
              onChange={(event) => onAltChange(event.target.value)}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              Describe what the picture shows for people who cannot see it.
            </p>
            {isMissing ? (
              <p id={errorId} className="text-xs font-medium text-destructive">
                Add alt text to post this picture.
              </p>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
