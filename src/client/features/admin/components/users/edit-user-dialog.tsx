import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminUser,
  type UpdateUserRequest,
  USER_ROLES,
  updateUserRequestSchema,
} from "@shared/contracts/admin";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/forms/form-dialog-footer";
import { ProfileFields } from "@/components/forms/profile-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useUpdateUser } from "../../api";
import { RoleSelect } from "./role-select";

const toFormValues = (user: AdminUser | null): UpdateUserRequest => ({
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  jobTitle: user?.jobTitle ?? "",
  company: user?.company ?? "",
  role: user?.role ?? "user",
});

/** Edit a user's name, job title, company and role. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const update = useUpdateUser();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserRequest>({
    resolver: zodResolver(updateUserRequestSchema),
    defaultValues: toFormValues(user),
  });

  useEffect(() => {
    if (user) reset(toFormValues(user));
  }, [user, reset]);

  const handleSave = handleSubmit(async (values) => {
    if (!user) return;
    try {
      await update.mutateAsync({ id: user.id, ...values });
      toast({
        title: "User updated",
        description: "The user's details have been saved.",
        variant: "success",
      });
      onClose();
    } catch (error) {
      toast({
        title: "Error",
        description: parseApiError(error).message ?? "Failed to update the user. Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {user ? `Update ${user.firstName} ${user.lastName}'s name, job title, company and role.` : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSave} noValidate className="grid gap-4" aria-label="Edit user">
          <div className="grid gap-4 sm:grid-cols-2">
            <ProfileFields
              idPrefix="edit-user"
              names={["firstName", "lastName", "jobTitle", "company"]}
              register={register}
              errors={errors}
              isSomeoneElse
            />
          </div>
          <RoleSelect id="edit-user-role" control={control} error={errors.role?.message} roles={USER_ROLES} />
          <FormDialogFooter
            onCancel={onClose}
            isPending={isSubmitting}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
