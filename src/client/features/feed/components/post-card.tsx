import type { CurrentUser } from "@shared/contracts/auth";
import { type FeedPost, POST_CONTENT_MAX_LENGTH } from "@shared/contracts/feed";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ReportDialog } from "@/features/moderation";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useDeletePost, useEditPost } from "../api";
import { AuthorLine, FALLBACK_AUTHOR_NAME } from "./author-line";
import { CommentSection } from "./comment-section";
import { ContentActionsMenu } from "./content-actions-menu";
import { EditedMark, EditHistoryDialog } from "./edit-history-dialog";
import { InlineEditor, useEditorTakesFocus } from "./inline-editor";
import { LinkPreviewCard } from "./link-preview-card";
import { PostActions } from "./post-actions";
import { PostContent } from "./post-content";
import { PostImageGrid } from "./post-image-grid";
import { PostTypeBadge } from "./post-type-badge";
import { RepostedPostCard } from "./reposted-post";

type PostCardProps = { post: FeedPost; viewer: CurrentUser | null };

/** One post: author, time, type, content, counts and actions; the comment box opens below it. */
export function PostCard({ post, viewer }: PostCardProps) {
  const [isCommentsOpen, setIsCommentsOpen] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const editFocus = useEditorTakesFocus();
  const deletePost = useDeletePost();
  const editPost = useEditPost();
  const isOwn = viewer !== null && viewer.username === post.author.username;
  // A post pending review is the author's to read only; the admin decides on it from the Posts tab.
  const canDelete = (isOwn || viewer?.role === "admin") && !post.pendingReview;
  const canReport = viewer !== null && !isOwn && !post.pendingReview;
  // Only the author edits their words (an administrator may delete them, not rewrite them).
  const canEdit = isOwn;
  const authorName = post.author.name || FALLBACK_AUTHOR_NAME;
  // The members the server resolved, by username, and the author (whose profile the card already links to).
  const mentionNames = useMemo(
    () =>
      new Map([
        [post.author.username, authorName],
        ...post.mentions.map((mention) => [mention.username, mention.name] as const),
      ]),
    [post.author.username, authorName, post.mentions],
  );

  function handleDelete() {
    deletePost.mutate(post.id, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        toast({ title: "Post deleted" });
      },
      onError: (error) =>
        toast({
          title: "Could not delete the post",
          description: parseApiError(error).message ?? undefined,
          variant: "destructive",
        }),
    });
  }

  return (
    <Card className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4 sm:p-5" data-testid="post-card">
      <article aria-label={`Post by ${authorName}`} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
        {post.repostOf !== undefined && post.content === "" ? (
          <p className="border-b border-border pb-2 text-xs text-muted-foreground" data-testid="reposted-by">
            <span className="font-semibold">{authorName}</span> reposted this
          </p>
        ) : null}
        {post.commentedBy ? (
          <p className="border-b border-border pb-2 text-xs text-muted-foreground" data-testid="commented-by">
            <Link
              href={`/profile/${encodeURIComponent(post.commentedBy.username)}`}
              className="font-semibold hover:underline"
            >
              {post.commentedBy.name}
            </Link>{" "}
            commented on this
          </p>
        ) : null}
        <header className="flex items-start justify-between gap-2">
          <AuthorLine author={post.author} time={post.relativeTime} />
          <div className="flex shrink-0 items-center gap-1">
            {post.heldForReview ? (
              <Badge variant="warning" title="Only you can see this post until a moderator approves it.">
                Held for review
              </Badge>
            ) : post.pendingReview ? (
              <Badge
                variant="warning"
                title="Only you can see this post until an administrator publishes it."
              >
                Pending review
              </Badge>
            ) : null}
            {post.editedAt ? (
              <EditedMark editedAt={post.editedAt} onOpen={() => setIsHistoryOpen(true)} />
            ) : null}
            <PostTypeBadge type={post.type} />
            <ContentActionsMenu
              noun="post"
              authorName={authorName}
              target={{ type: "post", id: post.id }}
              canEdit={canEdit}
              canDelete={canDelete}
              canReport={canReport}
              onEdit={() => {
                editFocus.chosen();
                setIsEditing(true);
              }}
              onDelete={() => setIsConfirmingDelete(true)}
              onReport={() => setIsReporting(true)}
              onCloseAutoFocus={editFocus.onCloseAutoFocus}
            />
          </div>
        </header>
        {isEditing ? (
          <InlineEditor
            what="post"
            content={post.content}
            maxLength={POST_CONTENT_MAX_LENGTH}
            onSave={(content) => editPost.mutateAsync({ postId: post.id, content })}
            onDone={() => setIsEditing(false)}
          />
        ) : post.content !== "" ? (
          <PostContent content={post.content} mentionNames={mentionNames} />
        ) : null}
        {post.repostOf !== undefined ? <RepostedPostCard original={post.repostOf} /> : null}
        <PostImageGrid images={post.images} />
        {/* A post's own pictures say more than its link's: the card shows only on posts without. */}
        {post.images.length === 0 ? <LinkPreviewCard post={post} /> : null}
        {post.heldForReview ? (
          <p className="text-sm text-muted-foreground">
            Held for review: it contains a word the moderators look at first. Only you can see this post until
            a moderator approves it.
          </p>
        ) : post.pendingReview ? (
          <p className="text-sm text-muted-foreground">
            Pending review: only you can see this post until an administrator publishes it.
          </p>
        ) : (
          <PostActions
            post={post}
            viewer={viewer}
            isCommentsOpen={isCommentsOpen}
            onToggleComments={() => setIsCommentsOpen((open) => !open)}
          />
        )}
        {viewer && isCommentsOpen ? <CommentSection postId={post.id} viewer={viewer} /> : null}
      </article>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete post?"
        description="The post, its likes and its comments will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deletePost.isPending}
        onConfirm={handleDelete}
      />
      {post.editedAt ? (
        <EditHistoryDialog
          target={{ postId: post.id }}
          content={post.content}
          editedAt={post.editedAt}
          open={isHistoryOpen}
          onOpenChange={setIsHistoryOpen}
        />
      ) : null}
      {canReport ? (
        <ReportDialog
          target={{ type: "post", id: post.id }}
          open={isReporting}
          onOpenChange={setIsReporting}
        />
      ) : null}
    </Card>
  );
}
