import type { ComponentProps, ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type FieldFrame = { id: string; label: ReactNode; error?: string; hint?: ReactNode };

/** A labelled text input with its hint and error; spread react-hook-form's register() into it. */
export function InputField({ id, label, error, hint, ...inputProps }: FieldFrame & ComponentProps<"input">) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...inputProps} />
    </FormField>
  );
}

/** A labelled textarea with its hint and error; spread react-hook-form's register() into it. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...textareaProps
}: FieldFrame & ComponentProps<"textarea">) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Textarea {...textareaProps} />
    </FormField>
  );
}
