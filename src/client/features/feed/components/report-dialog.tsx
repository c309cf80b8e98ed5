import { REPORT_REASON_MAX_LENGTH } from "@shared/contracts/feed";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useReportPost } from "../api";

type ReportDialogProps = { postId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Reports a post to the administrators, once per member; an optional reason helps them review it. */
export function ReportDialog({ postId, open, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const report = useReportPost();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    report.mutate(
      { postId, reason: reason.trim() },
      {
        onSuccess: () => {
          onOpenChange(false);
          setReason("");
          toast({
            title: "Post reported",
            description: "Thanks. An administrator will review it.",
            variant: "success",
          });
        },
        onError: (error) => {
          const { status, message } = parseApiError(error);
          if (status === 409) onOpenChange(false);
          toast({
            title: status === 409 ? "Already reported" : "Could not report the post",
            description: message ?? "Please try again.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Report post</DialogTitle>
            <DialogDescription>
              Tell us what is wrong with this post. Administrators review every report.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={reasonId}>Reason (optional)</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={REPORT_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={report.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? "Reporting..." : "Report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
