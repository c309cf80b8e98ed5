import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type SelectFormFieldProps<Values extends FieldValues, Submitted> = {
  /** The form's control; Submitted is what its resolver turns the values into. */
  control: Control<Values, unknown, Submitted>;
  name: FieldPath<Values>;
  id: string;
  label: ReactNode;
  error?: string;
  /** The stored values, in display order. */
  options: readonly string[];
  optionLabel?: (option: string) => string;
  placeholder?: string;
};

/** A labelled choice from a fixed list, bound to a react-hook-form field. */
export function SelectFormField<Values extends FieldValues, Submitted>({
  control,
  name,
  id,
  label,
  error,
  options,
  optionLabel,
  placeholder,
}: SelectFormFieldProps<Values, Submitted>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {optionLabel ? optionLabel(option) : option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
