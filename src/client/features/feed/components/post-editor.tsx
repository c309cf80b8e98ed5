import { POST_CONTENT_MAX_LENGTH } from "@shared/contracts/feed";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useEditPost } from "../api";
import { editorKeyAction } from "../post-editing";

type PostEditorProps = { postId: number; content: string; onDone: () => void };

/**
 * The author's inline editor for one post: the text in a box that takes the focus, Save (or
 * Ctrl/⌘+Enter) and Cancel (or Escape). Mentions and topics are read again by the server.
 */
export function PostEditor({ postId, content, onDone }: PostEditorProps) {
  const [draft, setDraft] = useState(content);
  const editPost = useEditPost();
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
  const canSave = trimmed.length > 0 && trimmed.length <= POST_CONTENT_MAX_LENGTH && !editPost.isPending;

  function save() {
    if (!canSave) return;
    if (trimmed === content) return onDone();
    editPost.mutate(
      { postId, content: trimmed },
      {
        onSuccess: () => {
          toast({ title: "Post updated" });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Could not save your changes",
            description: parseApiError(error).message ?? undefined,
            variant: "destructive",
          }),
      },
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = editorKeyAction(event);
    if (action === null) return;
    event.preventDefault();
    if (action === "save") save();
    else onDone();
  }

  return (
    <form
      className="grid gap-2"
      aria-label="Edit post"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Textarea
        aria-label="Post text"
        aria-describedby={hintId}
        value={draft}
        rows={4}
        maxLength={POST_CONTENT_MAX_LENGTH}
        ref={field}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground">
          Ctrl+Enter to save, Escape to cancel. Earlier versions stay visible in the post's history.
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={!canSave}>
            {editPost.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>
    </form>
  );
}
