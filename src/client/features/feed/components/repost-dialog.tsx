import { type FeedPost, POST_CONTENT_MAX_LENGTH } from "@shared/contracts/feed";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useRepost } from "../api";
import { RepostedPostCard } from "./reposted-post";

type RepostDialogProps = { post: FeedPost; open: boolean; onOpenChange: (open: boolean) => void };

/** "Repost with your thoughts": a composer with the original attached below the member's words. */
export function RepostDialog({ post, open, onOpenChange }: RepostDialogProps) {
  const [content, setContent] = useState("");
  const repost = useRepost();
  const labelId = useId();
  // Reposting a plain repost shares its original (as the server does).
  const original = post.repostOf && post.content === "" ? post.repostOf : post;

  function submit() {
    if (repost.isPending) return;
    repost.mutate(
      { postId: post.id, content: content.trim() },
      {
        onSuccess: () => {
          toast({ title: "Reposted", description: "Your repost is in the feed." });
          setContent("");
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Could not repost",
            description: parseApiError(error).message ?? undefined,
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>Repost with your thoughts</DialogTitle>
            <DialogDescription>
              Your words appear above the post, which stays linked to its author.
            </DialogDescription>
          </DialogHeader>
          <label id={labelId} className="sr-only" htmlFor={`${labelId}-text`}>
            Your thoughts
          </label>
          <Textarea
            id={`${labelId}-text`}
            placeholder="What do you think?"
            value={content}
            rows={3}
            maxLength={POST_CONTENT_MAX_LENGTH}
            autoFocus
            onChange={(event) => setContent(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submit();
              }
            }}
          />
          <RepostedPostCard
            original={{
              id: original.id,
              author: original.author,
              content: original.content,
              createdAt: original.createdAt,
            }}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={repost.isPending}>
              {repost.isPending ? "Reposting..." : "Repost"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
