import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminUser,
  type UpdateUserRequest,
  USER_ROLES,
  updateUserRequestSchema,
} from "@shared/contracts/admin";
import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
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
            <FormField id="edit-user-first-name" label="First Name" error={errors.firstName?.message}>
              <Input autoComplete="off" {...register("firstName")} />
            </FormField>
            <FormField id="edit-user-last-name" label="Last Name" error={errors.lastName?.message}>
              <Input autoComplete="off" {...register("lastName")} />
            </FormField>
            <FormField id="edit-user-job-title" label="Job Title" error={errors.jobTitle?.message}>
              <Input autoComplete="off" {...register("jobTitle")} />
            </FormField>
            <FormField id="edit-user-company" label="Company" error={errors.company?.message}>
              <Input autoComplete="off" {...register("company")} />
            </FormField>
          </div>
          <RoleSelect id="edit-user-role" control={control} error={errors.role?.message} roles={USER_ROLES} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {isSubmitting ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
