import { zodResolver } from "@hookform/resolvers/zod";
import { emailChangeRequestSchema } from "@shared/contracts/email-change";
import { AtSign } from "lucide-react";
import { useForm } from "react-hook-form";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { parseApiError } from "@/lib/api-request";
import { useRequestEmailChange } from "../security-api";
import { SettingsSection } from "./settings-section";

/** Settings → Account: a new e-mail address, confirmed by a link sent to it (nothing changes before). */
export function EmailSection({ email }: { email: string }) {
  const change = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { newEmail: "", password: "" },
  });

  const handleChange = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => reset(),
      onError: (error) => {
        const { status, message } = parseApiError(error);
        if (status === 403) setError("password", { message: message ?? "Your password is not correct." });
        else setError("newEmail", { message: message ?? "Please try again." });
      },
    }),
  );

  return (
    <SettingsSection
      id="account"
      icon={AtSign}
      title="E-mail address"
      description={
        <>
          You sign in with <strong className="text-foreground">{email}</strong>. A new address counts once you
          open the link we send to it; your current address gets a notice with a way to undo.
        </>
      }
    >
      <form
        onSubmit={handleChange}
        noValidate
        className="grid max-w-md gap-4"
        aria-label="Change e-mail address"
      >
        <InputField
          id="new-email"
          label="New e-mail address"
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...register("newEmail")}
        />
        <InputField
          id="email-change-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div>
          <PendingButton type="submit" isPending={change.isPending} pendingLabel="Sending link...">
            Change e-mail address
          </PendingButton>
        </div>
        {change.data ? (
          <p role="status" className="rounded-lg border border-border bg-muted p-3 text-sm">
            {change.data.message}
          </p>
        ) : null}
      </form>
    </SettingsSection>
  );
}
