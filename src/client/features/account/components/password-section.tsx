import { zodResolver } from "@hookform/resolvers/zod";
import { passwordChangeRequestSchema } from "@shared/contracts/account";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { NewPasswordField } from "@/components/forms/new-password-field";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api";
import { SettingsSection } from "./settings-section";

type ChangePasswordFormProps = {
  /** What the first field is called: "Current password", or "Temporary password" at the gate. */
  currentLabel?: string;
  submitLabel?: string;
  onChanged?: () => void;
};

/** The current password, then the new one (registration's rules); other sessions end. */
export function ChangePasswordForm({
  currentLabel = "Current password",
  submitLabel = "Change password",
  onChanged,
}: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordChangeRequestSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });

  const handleChange = handleSubmit((input) =>
    changePassword.mutate(input, {
      onSuccess: ({ ended }) => {
        reset();
        toast({
          title: "Password changed",
          description:
            ended === 0
              ? "You stay signed in here."
              : `You stay signed in here; ${ended} other session${ended === 1 ? " was" : "s were"} signed out.`,
          variant: "success",
        });
        onChanged?.();
      },
      onError: (error) => {
        const { status, message } = parseApiError(error);
        if (status === 403 && message) setError("currentPassword", { message });
        else if (status === 400 && message) setError("newPassword", { message });
        else
          toast({
            title: "Password not changed",
            description: message ?? "Please try again.",
            variant: "destructive",
          });
      },
    }),
  );

  return (
    <form onSubmit={handleChange} noValidate className="grid max-w-md gap-4" aria-label="Change password">
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <InputField
        id="current-password"
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <NewPasswordField id="new-password" error={errors.newPassword?.message} {...register("newPassword")} />
      <div>
        <PendingButton type="submit" isPending={changePassword.isPending} pendingLabel="Changing...">
          {submitLabel}
        </PendingButton>
      </div>
    </form>
  );
}

/** Settings → Password. */
export function PasswordSection() {
  return (
    <SettingsSection
      id="password"
      icon={KeyRound}
      title="Password"
      description="Changing your password signs you out everywhere else."
    >
      <ChangePasswordForm />
    </SettingsSection>
  );
}
