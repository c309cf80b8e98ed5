import { zodResolver } from "@hookform/resolvers/zod";
import { type Passkey, renamePasskeyRequestSchema } from "@shared/contracts/passkeys";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { KeyRound, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { browserSupportsPasskeys, passkeyErrorMessage } from "@/features/auth/api";
import { toast } from "@/lib/toast";
import { useAddPasskey, useDeletePasskey, usePasskeys, useRenamePasskey } from "../passkeys-api";
import { SettingsSection } from "./settings-section";

/** Settings → Security → Passkeys: list, add (named), rename and remove the member's passkeys. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const list = passkeys.data?.passkeys ?? [];
  return (
    <SettingsSection
      id="passkeys"
      icon={KeyRound}
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of a password. A passkey also works as the second step after your password. Adding or removing one signs you out everywhere else."
    >
      <QueryState
        query={passkeys}
        what="your passkeys"
        loading={<ListSkeleton rows={2} label="Loading your passkeys" />}
        isEmpty={list.length === 0}
        empty={<EmptyState icon={KeyRound} message="You have no passkeys yet. Add one below." />}
      >
        <ul className="divide-y divide-border" aria-label="Your passkeys">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      </QueryState>
      <AddPasskeyForm />
    </SettingsSection>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePasskey();
  if (renaming) return <RenamePasskeyForm passkey={passkey} onDone={() => setRenaming(false)} />;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid gap-0.5">
        <p className="font-medium">{passkey.name}</p>
        <p className="text-sm text-muted-foreground">
          Added {formatRelativeTime(passkey.createdAt)} ·{" "}
          {passkey.lastUsedAt ? `last used ${formatRelativeTime(passkey.lastUsedAt)}` : "not used yet"}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Rename ${passkey.name}`}
          onClick={() => setRenaming(true)}
        >
          Rename
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${passkey.name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove "${passkey.name}"?`}
        description="You will no longer be able to sign in with this passkey, and your other sessions will be signed out."
        confirmLabel="Remove passkey"
        pendingLabel="Removing..."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(passkey.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: "Passkey removed", description: passkey.name, variant: "success" });
            },
            onError: (error) =>
              toast({
                title: "Could not remove the passkey",
                description: passkeyErrorMessage(error),
                variant: "destructive",
              }),
          })
        }
      />
    </li>
  );
}

function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(renamePasskeyRequestSchema), defaultValues: { name: passkey.name } });
  const submit = handleSubmit(({ name }) =>
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: onDone,
        onError: (error) => setError("name", { message: passkeyErrorMessage(error) }),
      },
    ),
  );
  const fieldId = `passkey-name-${passkey.id}`;
  return (
    <li className="py-3">
      <form
        onSubmit={submit}
        noValidate
        className="grid max-w-md gap-3"
        aria-label={`Rename ${passkey.name}`}
      >
        <InputField
          id={fieldId}
          label="New name"
          autoFocus
          error={errors.name?.message}
          {...register("name")}
        />
        <div className="flex gap-2">
          <PendingButton type="submit" size="sm" isPending={rename.isPending} pendingLabel="Saving...">
            Save name
          </PendingButton>
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </li>
  );
}

/** Names and makes a passkey on this device (also offered where the platform requires a second factor). */
export function AddPasskeyForm() {
  const add = useAddPasskey();
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void browserSupportsPasskeys()
      .then((yes) => live && setSupported(yes))
      .catch(() => live && setSupported(false));
    return () => {
      live = false;
    };
  }, []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(renamePasskeyRequestSchema), defaultValues: { name: "" } });
  const submit = handleSubmit(({ name }) =>
    add.mutate(name, {
      onSuccess: (passkey) => {
        reset();
        toast({
          title: "Passkey added",
          description: `You can now sign in with "${passkey.name}".`,
          variant: "success",
        });
      },
      onError: (error) => setError("name", { message: passkeyErrorMessage(error) }),
    }),
  );
  if (supported === false)
    return (
      <p className="text-sm text-muted-foreground">
        This browser cannot make passkeys. Open Settings in a browser that supports them to add one.
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-3" aria-label="Add a passkey">
      <h3 className="font-medium">Add a passkey</h3>
      <InputField
        id="new-passkey-name"
        label="Passkey name"
        hint="So you can tell your passkeys apart, e.g. “Work laptop”."
        error={errors.name?.message}
        {...register("name")}
      />
      <div>
        <PendingButton
          type="submit"
          icon={<Plus aria-hidden="true" />}
          isPending={add.isPending}
          pendingLabel="Waiting for your device..."
          disabled={add.isPending || supported === null}
        >
          Add a passkey
        </PendingButton>
      </div>
    </form>
  );
}
