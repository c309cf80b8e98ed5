import { CONNECTION_MESSAGE_MAX } from "@shared/contracts/connections";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { TextareaField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type ConnectNoteDialogProps = {
  memberId: number;
  name: string;
  open: boolean;
  isPending: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the request with the note, or without one (null). */
  onSend: (note: string | null) => void;
};

/** Connect from a profile: an optional note (up to 300 characters) the receiver reads with the request. */
export function ConnectNoteDialog({
  memberId,
  name,
  open,
  isPending,
  onOpenChange,
  onSend,
}: ConnectNoteDialogProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remaining = CONNECTION_MESSAGE_MAX - note.trim().length;

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setNote("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (remaining < 0) return setError(`Keep your note to ${CONNECTION_MESSAGE_MAX} characters`);
    setError(undefined);
    onSend(note.trim() || null);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect with {name}</DialogTitle>
          <DialogDescription>
            Add a note to say how you know each other or why you would like to connect. {name} sees it with
            your request.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <TextareaField
            id={`connection-note-${memberId}`}
            label="Note (optional)"
            error={error}
            hint={remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters too many`}
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={isPending}>
              Cancel
            </Button>
            <PendingButton
              type="submit"
              isPending={isPending}
              pendingLabel="Sending…"
              icon={<Send aria-hidden="true" />}
            >
              Send request
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
