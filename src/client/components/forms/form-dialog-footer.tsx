import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { PendingButton } from "./pending-button";

type FormDialogFooterProps = {
  onCancel: () => void;
  isPending: boolean;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
};

/** The footer of a form dialog: Cancel, and the submit button with its pending state. */
export function FormDialogFooter({ onCancel, isPending, submitLabel, pendingLabel }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <PendingButton type="submit" isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </PendingButton>
    </DialogFooter>
  );
}
