import { Check, Plus } from "lucide-react";
import { PendingButton } from "@/components/forms/pending-button";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useFollowTopic, useTopicFollow } from "../api";

/** A topic's post count and, for a member, Follow / Following (its posts then come to their feed). */
export function FollowTopicButton({ tag, isMember }: { tag: string; isMember: boolean }) {
  const state = useTopicFollow(tag);
  const follow = useFollowTopic(tag);
  if (!state.data) return null;
  const { following, postCount } = state.data;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted-foreground" data-testid="topic-post-count">
        {postCount === 1 ? "1 post" : `${postCount.toLocaleString("en-US")} posts`}
      </p>
      {isMember ? (
        <PendingButton
          size="sm"
          variant={following ? "outline" : "default"}
          isPending={follow.isPending}
          pendingLabel={following ? "Unfollowing…" : "Following…"}
          icon={following ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          aria-pressed={following}
          aria-label={following ? `Unfollow #${tag}` : `Follow #${tag}`}
          onClick={() =>
            follow.mutate(!following, {
              onError: (error) =>
                toast({
                  title: "Could not change the follow",
                  description: parseApiError(error).message,
                  variant: "destructive",
                }),
            })
          }
        >
          {following ? "Following" : "Follow"}
        </PendingButton>
      ) : null}
    </div>
  );
}
