import { zodResolver } from "@hookform/resolvers/zod";
import type { CurrentUser } from "@shared/contracts/auth";
import { useForm } from "react-hook-form";
import { IndustrySelect } from "@/components/forms/industry-select";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
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
        <InputField
          id="edit-profile-first-name"
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...register("firstName")}
        />
        <InputField
          id="edit-profile-last-name"
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...register("lastName")}
        />
        <InputField
          id="edit-profile-job-title"
          label="Job title"
          error={errors.jobTitle?.message}
          autoComplete="organization-title"
          {...register("jobTitle")}
        />
        <InputField
          id="edit-profile-company"
          label="Company"
          error={errors.company?.message}
          autoComplete="organization"
          {...register("company")}
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
        <InputField
          id="edit-profile-location"
          label="Location"
          error={errors.location?.message}
          autoComplete="address-level2"
          placeholder="City, Country"
          {...register("location")}
        />
      </div>
      <TextareaField
        id="edit-profile-summary"
        label="Professional summary"
        error={errors.professionalSummary?.message}
        rows={3}
        placeholder="What you do and who you help"
        {...register("professionalSummary")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="edit-profile-phone"
          label="Phone number"
          error={errors.phoneNumber?.message}
          type="tel"
          autoComplete="tel"
          {...register("phoneNumber")}
        />
        <InputField
          id="edit-profile-linkedin"
          label="LinkedIn profile"
          error={errors.linkedinUrl?.message}
          type="url"
          inputMode="url"
          placeholder="linkedin.com/in/you"
          {...register("linkedinUrl")}
        />
      </div>
      <InputField
        id="edit-profile-website"
        label="Website / portfolio"
        error={errors.websiteUrl?.message}
        type="url"
        inputMode="url"
        placeholder="yourwebsite.com"
        {...register("websiteUrl")}
      />
      <InputField
        id="edit-profile-skills"
        label="Skills (comma separated)"
        hint="For example: Marketing, SEO, Public speaking"
        error={errors.skills?.message}
        {...register("skills")}
      />
      <TextareaField
        id="edit-profile-looking-for"
        label="What I'm looking for"
        error={errors.lookingFor?.message}
        rows={2}
        placeholder="Clients, partners, a new role..."
        {...register("lookingFor")}
      />
      <TextareaField
        id="edit-profile-services"
        label="Services offered"
        error={errors.servicesOffered?.message}
        rows={2}
        placeholder="Consulting, design, development..."
        {...register("servicesOffered")}
      />
      <TextareaField
        id="edit-profile-target-audience"
        label="Target audience"
        error={errors.targetAudience?.message}
        rows={2}
        placeholder="Who you want to reach"
        {...register("targetAudience")}
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
