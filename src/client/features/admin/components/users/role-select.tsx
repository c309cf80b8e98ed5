import type { UserRole } from "@shared/contracts/admin";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ROLE_LABELS: Record<UserRole, string> = { user: "Member", admin: "Administrator" };

type RoleSelectProps<T extends FieldValues & { role?: UserRole }> = {
  id: string;
  control: Control<T>;
  error: string | undefined;
  roles: readonly UserRole[];
};

/** The role of an account: member (user) or administrator. */
export function RoleSelect<T extends FieldValues & { role?: UserRole }>({
  id,
  control,
  error,
  roles,
}: RoleSelectProps<T>) {
  return (
    <FormField id={id} label="Role" error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={"role" as Path<T>}
          render={({ field }) => (
            <Select value={field.value as string} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder="Choose a role" />
              </SelectTrigger>
              <SelectContent>
                {roles.map((role) => (
                  <SelectItem key={role} value={role}>
                    {ROLE_LABELS[role]}
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
