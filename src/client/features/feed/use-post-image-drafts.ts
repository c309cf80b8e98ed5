import { POST_IMAGES_MAX, type UploadedPostImage } from "@shared/contracts/feed";
import { type ClipboardEvent, type DragEvent, useRef, useState } from "react";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useRemovePostImage, useUploadPostImage } from "./api";

/** A picture in the composer: uploading, uploaded (with the alt text being written) or refused. */
export type ImageDraft = {
  key: string;
  name: string;
  status: "uploading" | "ready" | "failed";
  image?: UploadedPostImage;
  alt: string;
  error?: string;
};

const UPLOAD_FAILED = "The picture could not be uploaded. Try again.";
let nextKey = 0;

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/**
 * The composer's pictures: each file picked, dropped or pasted is uploaded at once through
 * POST /api/feed/images (at most POST_IMAGES_MAX per post); the post then names the uploads with
 * their alt text. A picture removed, or the composer cancelled, deletes its upload.
 */
export function usePostImageDrafts() {
  const [drafts, setDrafts] = useState<ImageDraft[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const count = useRef(0);
  const upload = useUploadPostImage();
  const remove = useRemovePostImage();

  const update = (key: string, change: Partial<ImageDraft>) =>
    setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  function add(files: File[]) {
    if (files.length === 0) return;
    const room = POST_IMAGES_MAX - count.current;
    if (files.length > room) {
      toast({
        title: `A post can have at most ${POST_IMAGES_MAX} pictures`,
        description: room > 0 ? `Only the first ${room} were added.` : "Remove one to add another.",
        variant: "destructive",
      });
    }
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = `image-${++nextKey}`;
      count.current++;
      setDrafts((list) => [...list, { key, name: file.name, status: "uploading", alt: "" }]);
      upload.mutateAsync(file).then(
        (image) => update(key, { status: "ready", image }),
        (error) => update(key, { status: "failed", error: parseApiError(error).message ?? UPLOAD_FAILED }),
      );
    }
  }

  function discard(draft: ImageDraft) {
    if (draft.image) remove.mutate(draft.image.id);
  }

  function removeDraft(key: string) {
    const draft = drafts.find((item) => item.key === key);
    if (!draft || draft.status === "uploading") return;
    discard(draft);
    count.current--;
    setDrafts((list) => list.filter((item) => item.key !== key));
  }

  /** Empties the composer's pictures; `deleteUploads` when they were not posted. */
  function reset(deleteUploads: boolean) {
    if (deleteUploads) drafts.forEach(discard);
    count.current = 0;
    setDrafts([]);
  }

  const dropTarget = {
    onDragOver(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setIsDragging(true);
    },
    onDragLeave(event: DragEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
    },
    onDrop(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setIsDragging(false);
      add(Array.from(event.dataTransfer.files));
    },
  };

  /** Pasting a picture (a screenshot, say) adds it; pasted text is left to the text box. */
  function onPaste(event: ClipboardEvent) {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    add(files);
  }

  return {
    drafts,
    add,
    setAlt: (key: string, alt: string) => update(key, { alt }),
    removeDraft,
    reset,
    isDragging,
    dropTarget,
    onPaste,
    isUploading: drafts.some((draft) => draft.status === "uploading"),
    hasFailed: drafts.some((draft) => draft.status === "failed"),
    missingAlt: drafts.filter((draft) => draft.status === "ready" && !draft.alt.trim()),
    attachments: drafts.flatMap((draft) =>
      draft.status === "ready" && draft.image ? [{ id: draft.image.id, alt: draft.alt.trim() }] : [],
    ),
  };
}

export type PostImageDrafts = ReturnType<typeof usePostImageDrafts>;
