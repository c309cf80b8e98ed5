import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { editorKeyAction } from "../post-editing";

type InlineEditorProps = {
  /** What is edited: names the form, the field and the toasts ("Edit comment", "Comment text"). */
  what: "post" | "comment";
  content: string;
  maxLength: number;
  rows?: number;
  /** Saves the new text (the server reads mentions and topics again); it may come back held for review. */
  onSave: (content: string) => Promise<{ heldForReview?: true }>;
  onDone: () => void;
};

const NOUN = { post: "Post", comment: "Comment" } as const;

/**
 * Choosing "Edit" in a menu gives the focus to the editor, not back to the menu's button (Radix's
 * default): call `chosen()` in the item's onSelect and pass `onCloseAutoFocus` to the menu's content.
 */
export function useEditorTakesFocus() {
  const isChosen = useRef(false);
  return {
    chosen: () => {
      isChosen.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!isChosen.current) return;
      isChosen.current = false;
      event.preventDefault();
    },
  };
}

/**
 * The author's inline editor for a post or a comment: the text in a box that takes the focus, Save
 * (or Ctrl/⌘+Enter) and Cancel (or Escape). Earlier versions stay in the history.
 */
export function InlineEditor({ what, content, maxLength, rows = 4, onSave, onDone }: InlineEditorProps) {
  const [draft, setDraft] = useState(content);
  const [isSaving, setIsSaving] = useState(false);
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // The focus goes to the text, the caret after it, once the menu that opened the editor has closed.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = field.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const trimmed = draft.trim();
  const canSave = trimmed.length > 0 && trimmed.length <= maxLength && !isSaving;

  async function save() {
    if (!canSave) return;
    if (trimmed === content) return onDone();
    setIsSaving(true);
    try {
      const saved = await onSave(trimmed);
      toast(
        saved.heldForReview
          ? {
              title: "Held for review",
              description: `Your ${what} contains a word the moderators look at first; others see it once a moderator approves it.`,
            }
          : { title: `${NOUN[what]} updated` },
      );
      onDone();
    } catch (error) {
      toast({
        title: "Could not save your changes",
        description: parseApiError(error).message ?? undefined,
        variant: "destructive",
      });
      setIsSaving(false);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = editorKeyAction(event);
    if (action === null) return;
    event.preventDefault();
    if (action === "save") void save();
    else onDone();
  }

  return (
    <form
      className="grid gap-2"
      aria-label={`Edit ${what}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Textarea
        aria-label={`${NOUN[what]} text`}
        aria-describedby={hintId}
        value={draft}
        rows={rows}
        maxLength={maxLength}
        ref={field}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground">
          Ctrl+Enter to save, Escape to cancel. Earlier versions stay visible in the {what}'s history.
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={!canSave}>
            {isSaving ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>
    </form>
  );
}
