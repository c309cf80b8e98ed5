import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateUserRequest,
  type CreateUserResponse,
  createUserRequestSchema,
  USER_ROLES,
} from "@shared/contracts/admin";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/forms/form-dialog-footer";
import { ProfileFields } from "@/components/forms/profile-fields";
import { InputField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useCreateUser } from "../../api";
import { RoleSelect } from "./role-select";

const EMPTY_USER: CreateUserRequest = {
  firstName: "",
  lastName: "",
  email: "",
  jobTitle: "",
  company: "",
  role: "user",
};

type AddUserDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Add User: creates the account, then shows its one-time password once. */
export function AddUserDialog({ open, onOpenChange }: AddUserDialogProps) {
  const create = useCreateUser();
  const [created, setCreated] = useState<CreateUserResponse | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserRequest>({
    resolver: zodResolver(createUserRequestSchema),
    defaultValues: EMPTY_USER,
  });

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setCreated(null);
      reset(EMPTY_USER);
    }
    onOpenChange(next);
  };

  const handleCreate = handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
    } catch (error) {
      const { status, message } = parseApiError(error);
      if (status === 409 && message) {
        setError("email", { message });
        return;
      }
      toast({
        title: "Error",
        description: message ?? "Failed to create the user. Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-xl">
        {created ? (
          <TemporaryPassword created={created} onDone={() => handleOpenChange(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Add User</DialogTitle>
              <DialogDescription>
                The new account gets a one-time password that you pass on to its owner.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={handleCreate} noValidate className="grid gap-4" aria-label="Add user">
              <div className="grid gap-4 sm:grid-cols-2">
                <ProfileFields
                  idPrefix="add-user"
                  names={["firstName", "lastName"]}
                  register={register}
                  errors={errors}
                  isSomeoneElse
                />
              </div>
              <InputField
                id="add-user-email"
                label="Email"
                error={errors.email?.message}
                type="email"
                autoComplete="off"
                {...register("email")}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <ProfileFields
                  idPrefix="add-user"
                  names={["jobTitle", "company"]}
                  optional={["jobTitle", "company"]}
                  register={register}
                  errors={errors}
                  isSomeoneElse
                />
              </div>
              <RoleSelect
                id="add-user-role"
                control={control}
                error={errors.role?.message}
                roles={USER_ROLES}
              />
              <FormDialogFooter
                onCancel={() => handleOpenChange(false)}
                isPending={isSubmitting}
                submitLabel="Create User"
                pendingLabel="Creating..."
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TemporaryPassword({ created, onDone }: { created: CreateUserResponse; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(created.temporaryPassword);
      setIsCopied(true);
    } catch {
      toast({
        title: "Copy failed",
        description: "Select the password and copy it by hand.",
        variant: "destructive",
      });
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>User created</DialogTitle>
        <DialogDescription>
          {created.user.firstName} {created.user.lastName} ({created.user.email}) can sign in with this
          one-time password. It is shown only once: copy it now and share it securely.
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm font-medium">One-time password</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="flex-1 rounded-lg border border-border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
          data-testid="temporary-password"
        >
          {created.temporaryPassword}
        </code>
        <Button variant="outline" onClick={() => void handleCopy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? "Copied" : "Copy"}
        </Button>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
