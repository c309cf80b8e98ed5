import { REGISTRATION_CLOSED_MESSAGE } from "@shared/contracts/settings";
import type { RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useIsRegistrationOpen } from "@/features/settings/api";
import type { AuthMode } from "@/lib/auth-dialog";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { SingleSignOnButton, useIsSsoOnly } from "./single-sign-on-button";

type AuthDialogProps = {
  open: boolean;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the button that opened the dialog, if it is still there. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Where the member goes after signing in or joining. */
  returnTo: string;
};

const COPY: Record<
  AuthMode,
  { title: string; description: string; toggleQuestion: string; toggleLabel: string }
> = {
  login: {
    title: "Welcome back",
    description: "Sign in to your Netwise account.",
    toggleQuestion: "Don't have an account?",
    toggleLabel: "Sign up",
  },
  register: {
    title: "Join Netwise",
    description: "Two quick steps; you can fill in the rest of your profile after you arrive.",
    toggleQuestion: "Already have an account?",
    toggleLabel: "Sign in",
  },
  forgot: {
    title: "Forgot your password?",
    description: "Enter your account's e-mail and we will send you a link to choose a new password.",
    toggleQuestion: "Remembered it?",
    toggleLabel: "Sign in",
  },
};

/** The auth dialog of docs/product.md: login and register modes, toggled by a link. */
export function AuthDialog({
  open,
  mode,
  onModeChange,
  onOpenChange,
  returnFocusRef,
  returnTo,
}: AuthDialogProps) {
  const copy = COPY[mode];
  const isSsoOnly = useIsSsoOnly();
  const isRegistrationOpen = useIsRegistrationOpen() && !isSsoOnly;
  const handleSuccess = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        data-testid="auth-dialog"
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {mode !== "forgot" ? <SingleSignOnButton returnTo={returnTo} /> : null}
        {isSsoOnly && mode !== "forgot" ? null : mode === "login" ? (
          <>
            <LoginForm onSuccess={handleSuccess} returnTo={returnTo} />
            <button
              type="button"
              className="-mt-2 cursor-pointer justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => onModeChange("forgot")}
            >
              Forgot password?
            </button>
          </>
        ) : mode === "forgot" ? (
          <ForgotPasswordForm />
        ) : isRegistrationOpen ? (
          <RegisterForm onSuccess={handleSuccess} returnTo={returnTo} />
        ) : (
          <p role="alert" className="rounded-lg border border-border bg-muted p-4 text-sm">
            {REGISTRATION_CLOSED_MESSAGE}
          </p>
        )}
        {isSsoOnly || (mode === "login" && !isRegistrationOpen) ? null : (
          <p className="text-center text-sm text-muted-foreground">
            {copy.toggleQuestion}{" "}
            <button
              type="button"
              className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => onModeChange(mode === "login" ? "register" : "login")}
            >
              {copy.toggleLabel}
            </button>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
