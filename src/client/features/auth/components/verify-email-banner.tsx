import { MailWarning } from "lucide-react";
import { PendingButton } from "@/components/forms/pending-button";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useResendVerification } from "../resend-verification-api";

/** Asks a signed-in member who has not opened their verification link to do so; offers a new link. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.emailVerifiedAt) return null;

  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => toast({ title: "Link sent", description: answer.message, variant: "success" }),
      onError: (error) =>
        toast({
          title: "Could not send the link",
          description: parseApiError(error).message ?? "Please try again in a minute.",
          variant: "destructive",
        }),
    });

  return (
    <section
      aria-label="Verify your e-mail address"
      className="border-b border-border bg-muted text-foreground"
      data-testid="verify-email-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2.5 sm:px-6">
        <MailWarning aria-hidden="true" className="size-4 shrink-0" />
        <p className="flex-1 text-sm">
          Please verify your e-mail address: open the link we sent to <strong>{user.email}</strong>.
        </p>
        <PendingButton
          size="sm"
          variant="outline"
          isPending={resend.isPending}
          pendingLabel="Sending…"
          onClick={handleResend}
        >
          Send a new link
        </PendingButton>
      </div>
    </section>
  );
}
