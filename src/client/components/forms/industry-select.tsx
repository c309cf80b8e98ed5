import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import type { FieldControlProps } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type IndustrySelectProps<Values extends FieldValues, Submitted> = {
  /** The form's control; Submitted is what its resolver turns the values into. */
  control: Control<Values, unknown, Submitted>;
  name: FieldPath<Values>;
  /** Stored industry values, in display order. */
  options: readonly string[];
  label: (industry: string) => string;
  controlProps: FieldControlProps;
};

/** The industry choice of the registration and Edit Profile forms, bound to a react-hook-form field. */
export function IndustrySelect<Values extends FieldValues, Submitted>({
  control,
  name,
  options,
  label,
  controlProps,
}: IndustrySelectProps<Values, Submitted>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
          <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
            <SelectValue placeholder="Select your industry" />
          </SelectTrigger>
          <SelectContent>
            {options.map((industry) => (
              <SelectItem key={industry} value={industry}>
                {label(industry)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
