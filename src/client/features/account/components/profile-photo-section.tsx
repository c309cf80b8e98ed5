import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from "@shared/contracts/account";
import type { CurrentUser } from "@shared/contracts/auth";
import { Camera, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useRemoveAvatar, useUploadAvatar } from "../api";
import { PhotoCropDialog } from "./photo-crop-dialog";
import { SettingsSection } from "./settings-section";

const ACCEPTED = PROFILE_PHOTO_TYPES.join(",");

/** Profile photo: choose a PNG, JPEG or WebP (up to 5 MB), crop it, save it; or remove it. */
export function ProfilePhotoSection({ user }: { user: CurrentUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  const handleChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      toast({ title: "Choose a PNG, JPEG or WebP image", variant: "destructive" });
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      toast({ title: "The image is larger than 5 MB", variant: "destructive" });
      return;
    }
    setChosen(file);
  };

  const handleSave = (image: Blob) =>
    upload.mutate(image, {
      onSuccess: () => {
        setChosen(null);
        toast({ title: "Profile photo updated", variant: "success" });
      },
      onError: (error) =>
        toast({
          title: "Photo not saved",
          description: parseApiError(error).message ?? "Please try again.",
          variant: "destructive",
        }),
    });

  return (
    <SettingsSection
      id="profile-photo"
      icon={Camera}
      title="Profile photo"
      description="Shown on your profile, in the navigation and next to your posts. PNG, JPEG or WebP, up to 5 MB."
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          id={user.id}
          firstName={user.firstName}
          lastName={user.lastName}
          src={user.avatar}
          className="size-20 text-xl"
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={handleChoose}
            data-testid="profile-photo-input"
          />
          <Button onClick={() => inputRef.current?.click()}>
            <Upload aria-hidden="true" />
            {user.avatar ? "Change photo" : "Upload photo"}
          </Button>
          {user.avatar ? (
            <PendingButton
              variant="outline"
              icon={<Trash2 aria-hidden="true" />}
              isPending={remove.isPending}
              pendingLabel="Removing..."
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast({ title: "Profile photo removed", variant: "success" }),
                  onError: (error) =>
                    toast({
                      title: "Photo not removed",
                      description: parseApiError(error).message ?? "Please try again.",
                      variant: "destructive",
                    }),
                })
              }
            >
              Remove photo
            </PendingButton>
          ) : null}
        </div>
      </div>
      <PhotoCropDialog
        file={chosen}
        isSaving={upload.isPending}
        onCancel={() => setChosen(null)}
        onSave={handleSave}
      />
    </SettingsSection>
  );
}
