import { OPPORTUNITY_LIMITS, type Opportunity } from "@shared/contracts/opportunities";
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
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useApplyToOpportunity } from "../api";

type ApplyDialogProps = { opportunity: Opportunity; open: boolean; onOpenChange: (open: boolean) => void };

/** Apply: a note for the poster, sent to them as a message of type opportunity. */
export function ApplyDialog({ opportunity, open, onOpenChange }: ApplyDialogProps) {
  const [note, setNote] = useState("");
  const apply = useApplyToOpportunity();
  const tooLong = note.length > OPPORTUNITY_LIMITS.note;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    apply.mutate(
      { id: opportunity.id, note },
      {
        onSuccess: () => {
          toast({
            title: "Application sent",
            description: opportunity.postedBy
              ? `${opportunity.postedBy.name} received your note.`
              : "Your application has been recorded.",
            variant: "success",
          });
          setNote("");
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to send your application. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Apply: {opportunity.title}</DialogTitle>
          <DialogDescription>
            {opportunity.postedBy
              ? `Your note goes to ${opportunity.postedBy.name} as a message.`
              : "Your application will be recorded."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <TextareaField
            id={`apply-note-${opportunity.id}`}
            label="Note to the poster (optional)"
            hint={`${note.length} / ${OPPORTUNITY_LIMITS.note} characters`}
            error={tooLong ? `Keep the note under ${OPPORTUNITY_LIMITS.note} characters` : undefined}
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Why you are a good fit, and when you are available"
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <PendingButton
              type="submit"
              isPending={apply.isPending}
              pendingLabel="Sending..."
              disabled={apply.isPending || tooLong}
            >
              Send Application
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
