import { PASSWORD_MIN_LENGTH } from "@shared/contracts/auth";
import type { ComponentProps } from "react";
import { InputField } from "./text-form-fields";

type NewPasswordFieldProps = Omit<
  ComponentProps<typeof InputField>,
  "label" | "type" | "autoComplete" | "hint"
> & {
  label?: string;
};

/** Where a member chooses a password: masked, offered to password managers as new, the rules as its hint. */
export function NewPasswordField({ label = "New password", ...inputProps }: NewPasswordFieldProps) {
  return (
    <InputField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
      {...inputProps}
    />
  );
}
