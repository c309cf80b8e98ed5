import { useMutation } from "@tanstack/react-query";
import { Check, Clock, Undo2, UserPlus } from "lucide-react";
import { useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import {
  refreshStanding,
  sendConnectionRequest,
  useConnectionStanding,
  useUpdateConnection,
  useWithdrawConnectionRequest,
} from "../api";
import { ConnectNoteDialog } from "./connect-note-dialog";

type ConnectMemberButtonProps = { memberId: number; name: string };

const failure = (title: string) => (error: unknown) =>
  toast({ title, description: parseApiError(error).message, variant: "destructive" });

/**
 * A profile's main action toward another member: Connect (with an optional note), "Pending ·
 * Withdraw" while ours waits, "Withdrawn" (and Connect again) after taking it back, or Accept when
 * they asked us. Nothing once connected (Message takes its place) or after a decline.
 */
export function ConnectMemberButton({ memberId, name }: ConnectMemberButtonProps) {
  const standing = useConnectionStanding(memberId);
  const [isNoteOpen, setIsNoteOpen] = useState(false);
  const [wasWithdrawn, setWasWithdrawn] = useState(false);
  const connect = useMutation({
    mutationFn: (note: string | null) => sendConnectionRequest(memberId, note),
    onSuccess: () => {
      setIsNoteOpen(false);
      setWasWithdrawn(false);
      toast({ title: "Request sent", description: `${name} will see your request.`, variant: "success" });
    },
    onError: failure("Could not connect"),
    onSettled: () => refreshStanding(memberId),
  });
  const withdraw = useWithdrawConnectionRequest();
  const answer = useUpdateConnection();

  switch (standing.data?.standing) {
    case "none":
      return (
        <div className="flex flex-wrap items-center gap-2">
          {wasWithdrawn ? (
            <span className="text-sm text-muted-foreground" data-testid="connect-withdrawn">
              Request withdrawn
            </span>
          ) : null}
          <Button onClick={() => setIsNoteOpen(true)} aria-label={`Connect with ${name}`}>
            <UserPlus aria-hidden="true" />
            Connect
          </Button>
          <ConnectNoteDialog
            memberId={memberId}
            name={name}
            open={isNoteOpen}
            isPending={connect.isPending}
            onOpenChange={setIsNoteOpen}
            onSend={(note) => connect.mutate(note)}
          />
        </div>
      );
    case "requested": {
      const connectionId = standing.data.connectionId;
      return (
        <div className="flex flex-wrap items-center gap-1" data-testid="connect-pending">
          <Badge variant="warning" className="gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            Pending
          </Badge>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          {connectionId === null ? null : (
            <PendingButton
              variant="ghost"
              size="sm"
              isPending={withdraw.isPending}
              pendingLabel="Withdrawing…"
              icon={<Undo2 aria-hidden="true" />}
              aria-label={`Withdraw your connection request to ${name}`}
              onClick={() =>
                withdraw.mutate(connectionId, {
                  onSuccess: () => {
                    setWasWithdrawn(true);
                    toast({
                      title: "Request withdrawn",
                      description: `Your request to ${name} was withdrawn.`,
                      variant: "success",
                    });
                  },
                  onError: failure("Could not withdraw"),
                  onSettled: () => refreshStanding(memberId),
                })
              }
            >
              Withdraw
            </PendingButton>
          )}
        </div>
      );
    }
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
                onError: failure("Could not accept"),
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
