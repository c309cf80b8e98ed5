import {
  REFERRAL_MESSAGE_MAX_LENGTH,
  REFERRAL_SENT_DESCRIPTION,
  REFERRAL_SENT_TITLE,
  type ReferralMatch,
} from "@shared/contracts/referrals";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { TextareaField } from "@/components/forms/text-form-fields";
import { Avatar } from "@/components/ui/avatar";
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
import { useSendReferral } from "../api";

/** Who the referral asks an introduction to: an AI match, or the member whose profile is open. */
export type ReferralTarget = Pick<
  ReferralMatch,
  "id" | "name" | "firstName" | "lastName" | "avatar" | "title" | "company"
> & {
  matchScore?: number;
};

type SendReferralDialogProps = { match: ReferralTarget | null; onOpenChange: (open: boolean) => void };

/** Send Referral: an optional personal message, then POST /api/referrals/send. */
export function SendReferralDialog({ match, onOpenChange }: SendReferralDialogProps) {
  const send = useSendReferral();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();

  const handleOpenChange = (open: boolean) => {
    if (!open) {
      setMessage("");
      setError(undefined);
    }
    onOpenChange(open);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!match) return;
    const text = message.trim();
    if (text.length > REFERRAL_MESSAGE_MAX_LENGTH) {
      return setError(`Keep your message under ${REFERRAL_MESSAGE_MAX_LENGTH} characters`);
    }
    setError(undefined);
    send.mutate(
      { targetId: match.id, targetType: "user", message: text || undefined },
      {
        onSuccess: () => {
          toast({ title: REFERRAL_SENT_TITLE, description: REFERRAL_SENT_DESCRIPTION, variant: "success" });
          handleOpenChange(false);
        },
        onError: (failure) =>
          toast({
            title: "Error",
            description: parseApiError(failure).message ?? "Failed to send the referral. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const remaining = REFERRAL_MESSAGE_MAX_LENGTH - message.trim().length;
  return (
    <Dialog open={match !== null} onOpenChange={handleOpenChange}>
      {match ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Send Referral</DialogTitle>
            <DialogDescription>
              Ask to be introduced to {match.name}. They can accept or decline, and we follow up through our
              AI system.
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3">
            <Avatar
              id={match.id}
              firstName={match.firstName}
              lastName={match.lastName}
              src={match.avatar}
              isDecorative
            />
            <div className="grid min-w-0">
              <p className="truncate font-medium">{match.name}</p>
              <p className="truncate text-sm text-muted-foreground">
                {[match.title, match.company].filter(Boolean).join(" at ") || "Netwise member"}
              </p>
            </div>
            {match.matchScore === undefined ? null : (
              <span className="ml-auto text-sm font-semibold text-primary">{match.matchScore}% match</span>
            )}
          </div>
          <form onSubmit={handleSubmit} noValidate className="grid gap-4">
            <TextareaField
              id={`referral-message-${match.id}`}
              label="Personal message (optional)"
              error={error}
              hint={remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters too many`}
              rows={4}
              value={message}
              placeholder={`Tell ${match.firstName} why you would like to meet.`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={send.isPending}>
                Cancel
              </Button>
              <PendingButton
                type="submit"
                isPending={send.isPending}
                pendingLabel="Sending..."
                icon={<Send aria-hidden="true" />}
              >
                Send Referral
              </PendingButton>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
