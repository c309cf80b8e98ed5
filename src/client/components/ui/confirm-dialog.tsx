import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that closes without acting; "Cancel" unless that would be ambiguous. */
  cancelLabel?: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before something that cannot be undone (deleting a post, a comment, a review, a passkey). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={props.isPending}>
            {props.cancelLabel ?? "Cancel"}
          </Button>
          <Button variant="destructive" onClick={props.onConfirm} disabled={props.isPending}>
            {props.isPending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
