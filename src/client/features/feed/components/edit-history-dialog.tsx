import { formatRelativeTime } from "@shared/rules/relative-time";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { type EditedThing, useEditHistory } from "../api";

type EditHistoryDialogProps = {
  /** The edited post, or one of its comments. */
  target: EditedThing;
  content: string;
  editedAt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const fullDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The "Edited" mark of a post or comment: a small button saying when, which opens {@link EditHistoryDialog}. */
export function EditedMark({ editedAt, onOpen }: { editedAt: string; onOpen: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-auto px-1.5 py-0.5 text-xs text-muted-foreground"
      title={`Edited ${fullDate(editedAt)}`}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      Edited
    </Button>
  );
}

/** A post's or comment's versions, newest first: the current text, then each earlier one with when it was written. */
export function EditHistoryDialog({ target, content, editedAt, open, onOpenChange }: EditHistoryDialogProps) {
  const history = useEditHistory(target, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit history</DialogTitle>
          <DialogDescription>
            Earlier versions of this {target.commentId === undefined ? "post" : "comment"}, newest first.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-3" aria-label="Versions">
          <li className="grid gap-1 rounded-md border border-border p-3">
            <span className="text-xs text-muted-foreground">
              Current, edited <time dateTime={editedAt}>{formatRelativeTime(editedAt)}</time>
            </span>
            <p className="whitespace-pre-wrap break-words text-sm">{content}</p>
          </li>
          {history.isPending ? (
            <li className="flex justify-center p-2">
              <Spinner />
            </li>
          ) : history.isError ? (
            <li className="text-sm text-destructive">Could not load the earlier versions.</li>
          ) : (
            history.data.map((version) => (
              <li
                key={`${version.editedAt}-${version.content.length}`}
                className="grid gap-1 rounded-md border border-border p-3"
                data-testid="earlier-version"
              >
                <span className="text-xs text-muted-foreground">
                  <time dateTime={version.editedAt} title={fullDate(version.editedAt)}>
                    {formatRelativeTime(version.editedAt)}
                  </time>
                </span>
                <p className="whitespace-pre-wrap break-words text-sm">{version.content}</p>
              </li>
            ))
          )}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
