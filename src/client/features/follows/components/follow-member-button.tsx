import { Check, Plus } from "lucide-react";
import { PendingButton } from "@/components/forms/pending-button";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useFollowMember } from "../api";

type FollowMemberButtonProps = { memberId: number; name: string; isFollowing: boolean };

/** Follow or Unfollow a member (one way, no consent needed); unfollowing a connection keeps the connection. */
export function FollowMemberButton({ memberId, name, isFollowing }: FollowMemberButtonProps) {
  const follow = useFollowMember(memberId);
  return (
    <PendingButton
      variant="outline"
      isPending={follow.isPending}
      pendingLabel={isFollowing ? "Unfollowing…" : "Following…"}
      icon={isFollowing ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      aria-pressed={isFollowing}
      aria-label={isFollowing ? `Unfollow ${name}` : `Follow ${name}`}
      onClick={() =>
        follow.mutate(!isFollowing, {
          onError: (error) =>
            toast({
              title: isFollowing ? "Could not unfollow" : "Could not follow",
              description: parseApiError(error).message,
              variant: "destructive",
            }),
        })
      }
    >
      {isFollowing ? "Following" : "Follow"}
    </PendingButton>
  );
}
