import { KeyRound } from "lucide-react";
import { useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { passkeyErrorMessage, signInWithPasskey } from "../passkey-ceremony";

type PasskeySignInButtonProps = {
  purpose: "sign-in" | "second-factor";
  onSuccess: () => void;
  onError: (message: string, status: number | null) => void;
  variant?: "default" | "outline";
  children: string;
};

/** Signs in with a passkey on this device: passwordless, or as the second step after the password. */
export function PasskeySignInButton({
  purpose,
  onSuccess,
  onError,
  variant = "outline",
  children,
}: PasskeySignInButtonProps) {
  const [isPending, setIsPending] = useState(false);
  const handleClick = async () => {
    setIsPending(true);
    try {
      await signInWithPasskey(purpose);
      onSuccess();
    } catch (error) {
      const status = /^(\d{3}): /.exec(error instanceof Error ? error.message : "")?.[1];
      onError(passkeyErrorMessage(error), status ? Number(status) : null);
    } finally {
      setIsPending(false);
    }
  };
  return (
    <PendingButton
      type="button"
      variant={variant}
      className="w-full"
      icon={<KeyRound aria-hidden="true" />}
      isPending={isPending}
      pendingLabel="Waiting for your passkey..."
      onClick={() => void handleClick()}
    >
      {children}
    </PendingButton>
  );
}
