import { useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
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
import { queryClient } from "@/lib/query-client";
import { useDeleteAccount } from "../api";

type DeleteAccountDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The word the member types to confirm (a word they know, not an internal username). */
const CONFIRM_WORD = "DELETE";

/** Confirms account deletion: the member types DELETE and their password. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const deleteAccount = useDeleteAccount();
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const isConfirmed = typed.trim().toUpperCase() === CONFIRM_WORD && password.length > 0;

  const handleOpenChange = (next: boolean) => {
    if (deleteAccount.isPending) return;
    if (!next) {
      setTyped("");
      setPassword("");
      setError(null);
    }
    onOpenChange(next);
  };

  const handleDelete = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isConfirmed) return;
    setError(null);
    deleteAccount.mutate(password, {
      onSuccess: () => {
        queryClient.clear();
        window.location.assign("/?account=deleted");
      },
      onError: (failure) => setError(parseApiError(failure).message ?? "Please try again."),
    });
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your profile, posts, comments, likes, reviews, businesses and connections are removed for good.
            Messages and referrals you took part in stay with the other member, shown as from "Deleted
            member".
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleDelete} className="grid gap-4" aria-label="Delete account" noValidate>
          <InputField
            id="delete-confirm-word"
            label={
              <>
                Type <span className="font-mono">{CONFIRM_WORD}</span> to confirm
              </>
            }
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <InputField
            id="delete-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => handleOpenChange(false)}
              disabled={deleteAccount.isPending}
            >
              Cancel
            </Button>
            <PendingButton
              type="submit"
              variant="destructive"
              isPending={deleteAccount.isPending}
              pendingLabel="Deleting..."
              disabled={!isConfirmed || deleteAccount.isPending}
            >
              Delete my account
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
