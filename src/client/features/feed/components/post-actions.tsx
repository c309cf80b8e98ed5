import type { CurrentUser } from "@shared/contracts/auth";
import type { FeedPost } from "@shared/contracts/feed";
import { Bookmark, Heart, MessageCircle, Share2 } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuthDialog } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useCountShare, useToggleBookmark, useToggleLike } from "../api";
import { sharePostContent } from "../share-post";

type PostActionsProps = {
  post: FeedPost;
  viewer: CurrentUser | null;
  isCommentsOpen: boolean;
  onToggleComments: () => void;
};

const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Like, comment, share for everyone; bookmark for members. A visitor's like opens sign-in, a comment goes to /. */
export function PostActions({ post, viewer, isCommentsOpen, onToggleComments }: PostActionsProps) {
  const [, navigate] = useLocation();
  const { openAuthDialog } = useAuthDialog();
  const toggleLike = useToggleLike();
  const toggleBookmark = useToggleBookmark();
  const countShare = useCountShare();
  const isLiked = post.likedByMe === true;
  const isBookmarked = post.bookmarkedByMe === true;

  function handleLike() {
    if (!viewer) return openAuthDialog("login");
    if (toggleLike.isPending) return;
    toggleLike.mutate(
      { postId: post.id, like: !isLiked },
      {
        onError: () =>
          toast({
            title: "Could not update your like",
            description: "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  function handleComment() {
    if (!viewer) return navigate("/");
    onToggleComments();
  }

  function handleBookmark() {
    if (toggleBookmark.isPending) return;
    toggleBookmark.mutate(
      { postId: post.id, bookmark: !isBookmarked },
      {
        onSuccess: (state) =>
          toast({ title: state.bookmarkedByMe ? "Post saved" : "Post removed from saved" }),
        onError: () => toast({ title: "Could not update your saved posts", variant: "destructive" }),
      },
    );
  }

  async function handleShare() {
    const outcome = await sharePostContent(post.content, post.author.name);
    if (outcome === "cancelled") return;
    if (outcome === "copied")
      toast({ title: "Post copied", description: "The post and its link are on your clipboard." });
    countShare.mutate(post.id);
  }

  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-border pt-2">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={viewer ? isLiked : undefined}
        aria-label={`Like, ${countLabel(post.likes, "like", "likes")}`}
        onClick={handleLike}
        className={cn(isLiked && "text-destructive")}
      >
        <Heart aria-hidden="true" className={cn(isLiked && "fill-current")} />
        <span className="tabular-nums">{post.likes}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={viewer ? isCommentsOpen : undefined}
        aria-label={`Comment, ${countLabel(post.comments, "comment", "comments")}`}
        onClick={handleComment}
      >
        <MessageCircle aria-hidden="true" />
        <span className="tabular-nums">{post.comments}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Share, ${countLabel(post.shares, "share", "shares")}`}
        onClick={handleShare}
      >
        <Share2 aria-hidden="true" />
        <span className="tabular-nums">{post.shares}</span>
      </Button>
      {viewer ? (
        <Button
          variant="ghost"
          size="sm"
          className={cn("ml-auto", isBookmarked && "text-primary")}
          aria-pressed={isBookmarked}
          aria-label={isBookmarked ? "Saved" : "Save post"}
          onClick={handleBookmark}
        >
          <Bookmark aria-hidden="true" className={cn(isBookmarked && "fill-current")} />
          <span className="hidden sm:inline">{isBookmarked ? "Saved" : "Save"}</span>
        </Button>
      ) : null}
    </div>
  );
}
