import type { UserRole } from "@shared/contracts/admin";
import type { Control, FieldValues, Path } from "react-hook-form";
import { SelectFormField } from "@/components/forms/select-form-field";

const ROLE_LABELS: Record<UserRole, string> = {
  user: "Member",
  moderator: "Moderator",
  admin: "Administrator",
};

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
    <SelectFormField
      control={control}
      name={"role" as Path<T>}
      id={id}
      label="Role"
      error={error}
      options={roles}
      optionLabel={(role) => ROLE_LABELS[role as UserRole]}
      placeholder="Choose a role"
    />
  );
}
