import type { ArticleDetail } from "@shared/contracts/news";
import { socialShareText, truncateShareText } from "@shared/rules/share-text";
import { Bookmark, Heart, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { type ShareChannel, useArticleReaction } from "../api";

/** Shares through the device, else the clipboard, else a social post link; answers how, or null if cancelled. */
async function shareArticle(title: string, url: string): Promise<ShareChannel | null> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text: truncateShareText(title), url });
      return "device";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "clipboard";
  } catch {
    const intent = new URL("https://twitter.com/intent/tweet");
    intent.searchParams.set("text", socialShareText(title));
    intent.searchParams.set("url", url);
    window.open(intent.toString(), "_blank", "noopener,noreferrer");
    return "link";
  }
}

/** Like, bookmark and share, with everyone's counts; each persists for the signed-in member. */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  const reaction = useArticleReaction(article);
  const { engagement } = article;
  const isBusy = reaction.isPending;

  function handleError() {
    toast({ title: "Error", description: "That did not work. Please try again.", variant: "destructive" });
  }

  function handleToggle(kind: "like" | "bookmark", on: boolean) {
    reaction.mutate(
      { kind, on },
      {
        onError: handleError,
        onSuccess: () => {
          if (kind === "bookmark") toast({ title: on ? "Bookmarked" : "Bookmark removed" });
        },
      },
    );
  }

  async function handleShare() {
    const channel = await shareArticle(article.title, window.location.href);
    if (!channel) return;
    if (channel === "clipboard")
      toast({ title: "Link copied", description: "The article link is on your clipboard." });
    reaction.mutate({ kind: "share", channel }, { onError: handleError });
  }

  const countClass = "tabular-nums text-muted-foreground";
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-pressed={engagement.likedByMe}
        disabled={isBusy}
        onClick={() => handleToggle("like", !engagement.likedByMe)}
        className={cn(engagement.likedByMe && "border-primary text-primary")}
      >
        <Heart aria-hidden="true" className={cn(engagement.likedByMe && "fill-current")} />
        {engagement.likedByMe ? "Liked" : "Like"}
        <span className={countClass} data-testid="like-count">
          <span className="sr-only">, </span>
          {engagement.likes}
          <span className="sr-only"> {engagement.likes === 1 ? "like" : "likes"}</span>
        </span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={engagement.bookmarkedByMe}
        disabled={isBusy}
        onClick={() => handleToggle("bookmark", !engagement.bookmarkedByMe)}
        className={cn(engagement.bookmarkedByMe && "border-primary text-primary")}
      >
        <Bookmark aria-hidden="true" className={cn(engagement.bookmarkedByMe && "fill-current")} />
        {engagement.bookmarkedByMe ? "Bookmarked" : "Bookmark"}
        <span className={countClass} data-testid="bookmark-count">
          <span className="sr-only">, </span>
          {engagement.bookmarks}
          <span className="sr-only"> {engagement.bookmarks === 1 ? "bookmark" : "bookmarks"}</span>
        </span>
      </Button>
      <Button variant="outline" size="sm" disabled={isBusy} onClick={() => void handleShare()}>
        <Share2 aria-hidden="true" />
        Share
        <span className={countClass} data-testid="share-count">
          <span className="sr-only">, </span>
          {engagement.shares}
          <span className="sr-only"> {engagement.shares === 1 ? "share" : "shares"}</span>
        </span>
      </Button>
    </div>
  );
}
