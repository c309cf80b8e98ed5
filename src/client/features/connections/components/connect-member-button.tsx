import { useMutation } from "@tanstack/react-query";
import { Check, Clock, UserPlus } from "lucide-react";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { refreshStanding, sendConnectionRequest, useConnectionStanding, useUpdateConnection } from "../api";

type ConnectMemberButtonProps = { memberId: number; name: string };

/**
 * A profile's main action toward another member: Connect, "Request sent" while ours is pending, or
 * Accept when they asked us. Nothing once connected (Message takes its place) or after a decline.
 */
export function ConnectMemberButton({ memberId, name }: ConnectMemberButtonProps) {
  const standing = useConnectionStanding(memberId);
  const connect = useMutation({
    mutationFn: () => sendConnectionRequest(memberId),
    onSuccess: () =>
      toast({ title: "Request sent", description: `${name} will see your request.`, variant: "success" }),
    onError: (error) =>
      toast({
        title: "Could not connect",
        description: parseApiError(error).message,
        variant: "destructive",
      }),
    onSettled: () => refreshStanding(memberId),
  });
  const answer = useUpdateConnection();

  switch (standing.data?.standing) {
    case "none":
      return (
        <PendingButton
          isPending={connect.isPending}
          pendingLabel="Connecting…"
          icon={<UserPlus aria-hidden="true" />}
          onClick={() => connect.mutate()}
          aria-label={`Connect with ${name}`}
        >
          Connect
        </PendingButton>
      );
    case "requested":
      return (
        <Button variant="secondary" disabled>
          <Clock aria-hidden="true" />
          Request sent
        </Button>
      );
    case "received": {
      const connectionId = standing.data.connectionId;
      if (connectionId === null) return null;
      return (
        <PendingButton
          isPending={answer.isPending}
          pendingLabel="Accepting…"
          icon={<Check aria-hidden="true" />}
          aria-label={`Accept ${name}'s connection request`}
          onClick={() =>
            answer.mutate(
              { id: connectionId, status: "accepted" },
              {
                onSuccess: () =>
                  toast({
                    title: "Connected",
                    description: `You and ${name} are connected.`,
                    variant: "success",
                  }),
                onError: (error) =>
                  toast({
                    title: "Could not accept",
                    description: parseApiError(error).message,
                    variant: "destructive",
                  }),
                onSettled: () => refreshStanding(memberId),
              },
            )
          }
        >
          Accept request
        </PendingButton>
      );
    }
    default:
      return null;
  }
}
