import { zodResolver } from "@hookform/resolvers/zod";
import type { CurrentUser } from "@shared/contracts/auth";
import { useForm } from "react-hook-form";
import { IndustrySelect } from "@/components/forms/industry-select";
import { PendingButton } from "@/components/forms/pending-button";
import { ProfileFields } from "@/components/forms/profile-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api";
import { editProfileDefaults, editProfileFormSchema, isEditProfileField } from "../edit-profile-form-schema";
import { industryLabel, industryOptions } from "../industry-label";

export const PROFILE_UPDATED = "Profile updated!";
export const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";

type EditProfileFormProps = { user: CurrentUser; onDone: () => void };

/** Every field of the spec's Edit Profile dialog, checked by the API's update schema before sending. */
export function EditProfileForm({ user, onDone }: EditProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(editProfileFormSchema),
    defaultValues: editProfileDefaults(user),
  });

  const handleSave = handleSubmit(async (data) => {
    try {
      await updateProfile.mutateAsync({ ...data, website: data.websiteUrl });
      toast({ title: PROFILE_UPDATED, variant: "success" });
      onDone();
    } catch (error) {
      for (const issue of parseApiError(error).issues) {
        const field = issue.path.split(".")[0] ?? "";
        if (isEditProfileField(field)) setError(field, { message: issue.message });
      }
      toast({ title: "Error", description: PROFILE_UPDATE_FAILED, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4" aria-label="Edit profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileFields
          idPrefix="edit-profile"
          names={["firstName", "lastName", "jobTitle", "company"]}
          register={register}
          errors={errors}
        />
        <FormField id="edit-profile-industry" label="Industry" error={errors.industry?.message}>
          {(controlProps) => (
            <IndustrySelect
              control={control}
              name="industry"
              options={industryOptions(user.industry)}
              label={industryLabel}
              controlProps={controlProps}
            />
          )}
        </FormField>
        <ProfileFields idPrefix="edit-profile" names={["location"]} register={register} errors={errors} />
      </div>
      <ProfileFields
        idPrefix="edit-profile"
        names={["professionalSummary"]}
        register={register}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileFields
          idPrefix="edit-profile"
          names={["phoneNumber", "linkedinUrl"]}
          register={register}
          errors={errors}
        />
      </div>
      <ProfileFields
        idPrefix="edit-profile"
        names={["websiteUrl", "skills", "lookingFor", "servicesOffered", "targetAudience"]}
        register={register}
        errors={errors}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <PendingButton type="submit" isPending={isSubmitting} pendingLabel="Saving...">
          Save Changes
        </PendingButton>
      </div>
    </form>
  );
}
