import type { AdminUser } from "@shared/contracts/admin";
import { useId } from "react";
import { Switch } from "@/components/ui/switch";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useSetUserActive } from "../../api";

/** The Actions column's active toggle; an admin cannot switch off their own account. */
export function UserActiveSwitch({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const setActive = useSetUserActive();
  const id = useId();
  const name = `${user.firstName} ${user.lastName}`;
  const handleChange = (isActive: boolean) =>
    setActive.mutate(
      { id: user.id, isActive },
      {
        onSuccess: () =>
          toast({
            title: isActive ? "User activated" : "User deactivated",
            description: isActive
              ? `${name} can sign in again.`
              : `${name} has been signed out and hidden from the network.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to update the user. Please try again.",
            variant: "destructive",
          }),
      },
    );
  // A visible "Active" label beside the switch; its accessible name also says whose account it is.
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={user.isActive}
        onCheckedChange={handleChange}
        disabled={isSelf || setActive.isPending}
        aria-label={`Active: ${name}`}
        title={isSelf ? "You cannot deactivate your own account" : undefined}
      />
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Active
      </label>
    </div>
  );
}
