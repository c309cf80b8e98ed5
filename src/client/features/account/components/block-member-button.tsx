import { Ban, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useBlockState, useSetBlocked } from "../api";

/** Block / Unblock on another member's profile; blocking asks first, unblocking does not. */
export function BlockMemberButton({ memberId, name }: { memberId: number; name: string }) {
  const state = useBlockState(memberId);
  const setBlocked = useSetBlocked();
  const [isConfirming, setIsConfirming] = useState(false);
  if (state.isPending || state.isError) return null;
  const isBlocked = state.data.blocked;

  const apply = (blocked: boolean) =>
    setBlocked.mutate(
      { memberId, blocked },
      {
        onSuccess: () => {
          setIsConfirming(false);
          toast({ title: blocked ? `${name} is blocked` : `${name} is unblocked`, variant: "success" });
        },
        onError: (error) =>
          toast({
            title: blocked ? "Could not block" : "Could not unblock",
            description: parseApiError(error).message ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );

  return (
    <>
      {isBlocked ? (
        <PendingButton
          variant="outline"
          size="sm"
          icon={<ShieldCheck aria-hidden="true" />}
          isPending={setBlocked.isPending}
          pendingLabel="Unblocking..."
          onClick={() => apply(false)}
        >
          Unblock {name}
        </PendingButton>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
          <Ban aria-hidden="true" />
          Block {name}
        </Button>
      )}
      <Dialog open={isConfirming} onOpenChange={(open) => !setBlocked.isPending && setIsConfirming(open)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Block {name}?</DialogTitle>
            <DialogDescription>
              Neither of you will be able to message, connect with or refer the other, you will stop seeing
              each other in suggestions and feeds, and any connection between you ends. {name} is not told.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsConfirming(false)} disabled={setBlocked.isPending}>
              Cancel
            </Button>
            <PendingButton
              variant="destructive"
              isPending={setBlocked.isPending}
              pendingLabel="Blocking..."
              onClick={() => apply(true)}
            >
              Block
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
