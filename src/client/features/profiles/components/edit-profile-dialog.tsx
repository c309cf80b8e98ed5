import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAuth } from "@/lib/auth-provider";
import { useReturnFocus } from "@/lib/use-return-focus";
import { EditProfileForm } from "./edit-profile-form";

type EditProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the field to focus on opening (a missing field named by Profile Completion). */
  focusFieldId?: string;
};

/** The Edit Profile dialog of docs/product.md: the member's own profile fields, Save Changes and Cancel. */
export function EditProfileDialog({ open, onOpenChange, focusFieldId }: EditProfileDialogProps) {
  const { user } = useAuth();
  const returnFocus = useReturnFocus();
  const handleOpenAutoFocus = (event: Event) => {
    returnFocus.onOpenAutoFocus();
    const field = focusFieldId ? document.getElementById(focusFieldId) : null;
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" {...returnFocus} onOpenAutoFocus={handleOpenAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>
            Tell other members what you do, what you offer and what you are looking for.
          </DialogDescription>
        </DialogHeader>
        {user ? (
          <EditProfileForm key={user.id} user={user} onDone={() => onOpenChange(false)} />
        ) : (
          <p className="text-sm text-muted-foreground">Sign in to edit your profile.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
