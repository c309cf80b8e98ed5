import { ShieldCheck } from "lucide-react";
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
import { useSetBlocked } from "../api";

type BlockTarget = { memberId: number; name: string };

/** Blocks or unblocks with a toast either way; the block state query changes with it. */
function useApplyBlock({ memberId, name }: BlockTarget) {
  const setBlocked = useSetBlocked();
  const apply = (blocked: boolean, onDone?: () => void) =>
    setBlocked.mutate(
      { memberId, blocked },
      {
        onSuccess: () => {
          onDone?.();
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
  return { apply, isPending: setBlocked.isPending };
}

/** "Block <name>?": what blocking does, asked before it happens (opened from the profile's More menu). */
export function BlockMemberDialog({
  memberId,
  name,
  open,
  onOpenChange,
}: BlockTarget & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { apply, isPending } = useApplyBlock({ memberId, name });
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Block {name}?</DialogTitle>
          <DialogDescription>
            Neither of you will be able to message, connect with or refer the other, you will stop seeing each
            other in suggestions and feeds, and any connection between you ends. {name} is not told.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <PendingButton
            variant="destructive"
            isPending={isPending}
            pendingLabel="Blocking..."
            onClick={() => apply(true, () => onOpenChange(false))}
          >
            Block
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Unblock, without asking: the profile's "Blocked · Unblock" state. */
export function UnblockMemberButton({ memberId, name }: BlockTarget) {
  const { apply, isPending } = useApplyBlock({ memberId, name });
  return (
    <PendingButton
      variant="outline"
      size="sm"
      icon={<ShieldCheck aria-hidden="true" />}
      isPending={isPending}
      pendingLabel="Unblocking..."
      onClick={() => apply(false)}
      aria-label={`Unblock ${name}`}
    >
      Unblock
    </PendingButton>
  );
}
