import type { CurrentUser } from "@shared/contracts/auth";
import type { FeedPost } from "@shared/contracts/feed";
import { Bookmark, Heart, MessageCircle, PenLine, Repeat2, Send, Share2, Upload } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { parseApiError } from "@/lib/api-request";
import { useAuthDialog } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useRepost, useToggleBookmark, useToggleLike } from "../api";
import { sharePostContent } from "../share-post";
import { RepostDialog } from "./repost-dialog";
import { SendPostDialog } from "./send-post-dialog";

type PostActionsProps = {
  post: FeedPost;
  viewer: CurrentUser | null;
  isCommentsOpen: boolean;
  onToggleComments: () => void;
};

const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Like, comment, share for everyone; bookmark for members. A visitor's like, repost or send opens
 * sign-in, a comment goes to /. Share opens a menu: Repost, Repost with your thoughts, Send to a
 * connection, or share elsewhere (the device's sheet, a clipboard copy or a social link, which the
 * share count does not count: it counts reposts and sends).
 */
export function PostActions({ post, viewer, isCommentsOpen, onToggleComments }: PostActionsProps) {
  const [, navigate] = useLocation();
  const { openAuthDialog } = useAuthDialog();
  const toggleLike = useToggleLike();
  const toggleBookmark = useToggleBookmark();
  const repost = useRepost();
  const [isRepostOpen, setIsRepostOpen] = useState(false);
  const [isSendOpen, setIsSendOpen] = useState(false);
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

  async function handleShareElsewhere() {
    const outcome = await sharePostContent(post.content, post.author.name);
    if (outcome === "copied")
      toast({ title: "Post copied", description: "The post and its link are on your clipboard." });
  }

  function handleRepost() {
    if (!viewer) return openAuthDialog("login");
    if (repost.isPending) return;
    repost.mutate(
      { postId: post.id },
      {
        onSuccess: () => toast({ title: "Reposted", description: "The post is now in your network's feed." }),
        onError: (error) =>
          toast({
            title: "Could not repost",
            description: parseApiError(error).message ?? undefined,
            variant: "destructive",
          }),
      },
    );
  }

  function handleRepostWithThoughts() {
    if (!viewer) return openAuthDialog("login");
    setIsRepostOpen(true);
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Share, ${countLabel(post.shares, "share", "shares")}`}
          >
            <Share2 aria-hidden="true" />
            <span className="tabular-nums">{post.shares}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={handleRepost}>
            <Repeat2 aria-hidden="true" />
            Repost
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={handleRepostWithThoughts}>
            <PenLine aria-hidden="true" />
            Repost with your thoughts
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => (viewer ? setIsSendOpen(true) : openAuthDialog("login"))}>
            <Send aria-hidden="true" />
            Send to a connection
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void handleShareElsewhere()}>
            <Upload aria-hidden="true" />
            Share elsewhere
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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
      {viewer ? (
        <>
          <RepostDialog post={post} open={isRepostOpen} onOpenChange={setIsRepostOpen} />
          <SendPostDialog post={post} senderId={viewer.id} open={isSendOpen} onOpenChange={setIsSendOpen} />
        </>
      ) : null}
    </div>
  );
}
