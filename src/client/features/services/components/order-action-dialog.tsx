import { ACTION_LABELS, type OrderAction, type OrderActor } from "@shared/contracts/order-process";
import type { AgencyTransitionRequest } from "@shared/contracts/service-orders";
import { type FormEvent, useState } from "react";
import { FormDialogFooter } from "@/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

/** What each action asks before it is sent. */
const PROMPTS: Partial<Record<OrderAction, string>> = {
  quote: "Price this request. The buyer can accept it until it expires.",
  accept_quote: "You accept the quoted price; the order then waits for your payment.",
  mark_paid: "Record the payment you received, with its reference (bank transfer, receipt).",
  deliver: "Say what you deliver; attach the files in the thread below.",
  request_changes: "Say what should change. You can ask for changes up to three times.",
  accept_delivery: "You accept the delivery and the order is completed.",
  dispute: "Say what is wrong. An administrator will resolve the dispute.",
  cancel: "The order will be cancelled. A paid order is refunded.",
  resolve_dispute: "Choose how the dispute ends: completed, or refunded to the buyer.",
};

type Submit = (body: AgencyTransitionRequest) => void;

type OrderActionDialogProps = {
  action: OrderAction | null;
  actor: OrderActor;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: Submit;
};

/** The form of one transition: a note, and what the action needs (amount and expiry, reference, outcome). */
export function OrderActionDialog({
  action,
  actor,
  isPending,
  error,
  onClose,
  onSubmit,
}: OrderActionDialogProps) {
  const [note, setNote] = useState("");
  const [amount, setAmount] = useState("");
  const [expires, setExpires] = useState("");
  const [reference, setReference] = useState("");
  const [outcome, setOutcome] = useState<"completed" | "refunded">("completed");
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const body: AgencyTransitionRequest = { action, ...(note.trim() ? { note: note.trim() } : {}) };
    if (action === "quote") {
      const cents = Math.round(Number(amount) * 100);
      if (!Number.isFinite(cents) || cents <= 0) return setProblem("Enter the amount, e.g. 1200.00");
      if (!expires) return setProblem("Choose until when the quote stands");
      body.amount = cents;
      body.expiresAt = new Date(`${expires}T23:59:59`).toISOString() as never;
    }
    if (action === "mark_paid") {
      if (!reference.trim()) return setProblem("Enter the payment's reference");
      body.reference = reference.trim();
    }
    if (action === "deliver" && !note.trim()) return setProblem("Say what you deliver");
    if (action === "resolve_dispute") body.outcome = outcome;
    setProblem(null);
    onSubmit(body);
  };

  const title = action ? ACTION_LABELS[action] : "";
  return (
    <Dialog open={action !== null} onOpenChange={(open) => (!open && !isPending ? onClose() : undefined)}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{action ? PROMPTS[action] : ""}</DialogDescription>
          </DialogHeader>
          {action === "quote" ? (
            <>
              <FormField id="quote-amount" label="Amount (USD)">
                <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
              </FormField>
              <FormField id="quote-expires" label="Quote valid until">
                <Input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
              </FormField>
            </>
          ) : null}
          {action === "mark_paid" ? (
            <FormField id="payment-reference" label="Payment reference">
              <Input value={reference} onChange={(e) => setReference(e.target.value)} />
            </FormField>
          ) : null}
          {action === "resolve_dispute" ? (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Outcome</legend>
              {(["completed", "refunded"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="outcome"
                    value={value}
                    checked={outcome === value}
                    onChange={() => setOutcome(value)}
                  />
                  {value === "completed" ? "Completed" : "Refunded to the buyer"}
                </label>
              ))}
            </fieldset>
          ) : null}
          <FormField
            id="transition-note"
            label={action === "deliver" ? "What you deliver" : actor === "buyer" ? "Note (optional)" : "Note"}
          >
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={5000} />
          </FormField>
          {problem || error ? (
            <p role="alert" className="text-sm text-destructive">
              {problem ?? error}
            </p>
          ) : null}
          <FormDialogFooter
            onCancel={onClose}
            isPending={isPending}
            submitLabel={title}
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
