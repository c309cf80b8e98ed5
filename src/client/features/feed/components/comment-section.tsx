import type { CurrentUser } from "@shared/contracts/auth";
import { COMMENT_CONTENT_MAX_LENGTH, type FeedComment } from "@shared/contracts/feed";
import { MessageCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ReportDialog } from "@/features/moderation";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useAddComment, useComments, useDeleteComment, useEditComment } from "../api";
import { AuthorLine, FALLBACK_AUTHOR_NAME } from "./author-line";
import { ContentActionsMenu } from "./content-actions-menu";
import { EditedMark, EditHistoryDialog } from "./edit-history-dialog";
import { InlineEditor, useEditorTakesFocus } from "./inline-editor";

function CommentItem({
  comment,
  canEdit,
  canDelete,
  canReport,
  postId,
}: {
  comment: FeedComment;
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
  postId: number;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const editFocus = useEditorTakesFocus();
  const deleteComment = useDeleteComment(postId);
  const editComment = useEditComment(postId);
  const target = { type: "comment", id: comment.id } as const;
  return (
    <li className="grid gap-1.5 rounded-lg bg-muted/60 p-3" data-testid="comment">
      <div className="flex items-start justify-between gap-2">
        <AuthorLine author={comment.author} time={comment.relativeTime} size="small" />
        <div className="flex shrink-0 items-center gap-1">
          {comment.editedAt ? (
            <EditedMark editedAt={comment.editedAt} onOpen={() => setIsHistoryOpen(true)} />
          ) : null}
          <ContentActionsMenu
            noun="comment"
            authorName={comment.author.name || FALLBACK_AUTHOR_NAME}
            target={target}
            canEdit={canEdit}
            canDelete={canDelete}
            canReport={canReport}
            onEdit={() => {
              editFocus.chosen();
              setIsEditing(true);
            }}
            onDelete={() => setIsConfirming(true)}
            onReport={() => setIsReporting(true)}
            onCloseAutoFocus={editFocus.onCloseAutoFocus}
          />
        </div>
      </div>
      {isEditing ? (
        <InlineEditor
          what="comment"
          content={comment.content}
          maxLength={COMMENT_CONTENT_MAX_LENGTH}
          rows={2}
          onSave={(content) => editComment.mutateAsync({ commentId: comment.id, content })}
          onDone={() => setIsEditing(false)}
        />
      ) : (
        <p className="whitespace-pre-wrap break-words text-sm">{comment.content}</p>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete comment?"
        description="The comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deleteComment.isPending}
        onConfirm={() =>
          deleteComment.mutate(comment.id, {
            onSuccess: () => {
              setIsConfirming(false);
              toast({ title: "Comment deleted" });
            },
            onError: (error) =>
              toast({
                title: "Could not delete the comment",
                description: parseApiError(error).message ?? undefined,
                variant: "destructive",
              }),
          })
        }
      />
      {comment.editedAt ? (
        <EditHistoryDialog
          target={{ postId, commentId: comment.id }}
          content={comment.content}
          editedAt={comment.editedAt}
          open={isHistoryOpen}
          onOpenChange={setIsHistoryOpen}
        />
      ) : null}
      {canReport ? <ReportDialog target={target} open={isReporting} onOpenChange={setIsReporting} /> : null}
    </li>
  );
}

/** The comment box of one post: its comments (oldest first, more on request) and a form to add one. */
export function CommentSection({ postId, viewer }: { postId: number; viewer: CurrentUser }) {
  const [content, setContent] = useState("");
  const fieldId = useId();
  const comments = useComments(postId, true);
  const addComment = useAddComment(postId);
  const trimmed = content.trim();
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || addComment.isPending) return;
    addComment.mutate(trimmed, {
      onSuccess: (comment) => {
        setContent("");
        if (comment.heldForReview)
          toast({
            title: "Held for review",
            description:
              "Your comment contains a word the moderators look at first; others see it once a moderator approves it.",
          });
      },
      onError: (error) =>
        toast({
          title: "Failed to post comment",
          description: parseApiError(error).message ?? "Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <section aria-label="Comments" className="grid gap-3 border-t border-border pt-3">
      <form onSubmit={handleSubmit} className="grid gap-2">
        <label htmlFor={fieldId} className="sr-only">
          Write a comment
        </label>
        <Textarea
          id={fieldId}
          rows={2}
          value={content}
          maxLength={COMMENT_CONTENT_MAX_LENGTH}
          placeholder="Write a comment..."
          onChange={(event) => setContent(event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={!trimmed || addComment.isPending}>
            {addComment.isPending ? "Posting..." : "Post Comment"}
          </Button>
        </div>
      </form>
      {comments.isPending ? (
        <div role="status" aria-label="Loading comments" className="grid gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : comments.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>We could not load the comments.</span>
          <Button variant="outline" size="sm" onClick={() => comments.refetch()}>
            Try Again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageCircle aria-hidden="true" className="size-4" />
          No comments yet. Start the conversation.
        </p>
      ) : (
        <ul className="grid gap-2">
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              postId={postId}
              // Only the author rewrites a comment; an administrator may delete it.
              canEdit={comment.author.username === viewer.username}
              canDelete={comment.author.username === viewer.username || viewer.role === "admin"}
              canReport={comment.author.username !== viewer.username}
            />
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start"
          onClick={() => comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
        >
          {comments.isFetchingNextPage ? "Loading..." : "Show more comments"}
        </Button>
      ) : null}
    </section>
  );
}
