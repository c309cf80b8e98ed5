import { zodResolver } from "@hookform/resolvers/zod";
import { OPPORTUNITY_CATEGORIES, OPPORTUNITY_TYPES } from "@shared/contracts/opportunities";
import { parseSkills } from "@shared/rules/skills";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/forms/form-dialog-footer";
import { SelectFormField } from "@/components/forms/select-form-field";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useCreateOpportunity } from "../api";
import { EMPTY_OPPORTUNITY_FORM, postOpportunityFormSchema } from "./post-opportunity-form-schema";

const typeLabel = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`;

type PostOpportunityDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Post an opportunity: the fields of issue 3 item 7, validated by the API's own schema. */
export function PostOpportunityDialog({ open, onOpenChange }: PostOpportunityDialogProps) {
  const create = useCreateOpportunity();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(postOpportunityFormSchema), defaultValues: EMPTY_OPPORTUNITY_FORM });

  const handlePost = handleSubmit(async ({ skillsText, ...fields }) => {
    try {
      await create.mutateAsync({ ...fields, skillsNeeded: parseSkills(skillsText) });
      toast({
        title: "Opportunity posted",
        description: "Members can now find and apply to it.",
        variant: "success",
      });
      reset(EMPTY_OPPORTUNITY_FORM);
      onOpenChange(false);
    } catch (error) {
      toast({
        title: "Error",
        description: parseApiError(error).message ?? "Failed to post the opportunity. Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Post an Opportunity</DialogTitle>
          <DialogDescription>Share a job, project or partnership with the network.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handlePost} noValidate className="grid gap-4" aria-label="Post an opportunity">
          <InputField
            id="opportunity-title"
            label="Title"
            error={errors.title?.message}
            {...register("title")}
          />
          <TextareaField
            id="opportunity-description"
            label="Description"
            error={errors.description?.message}
            rows={4}
            {...register("description")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectFormField
              control={control}
              name="type"
              id="opportunity-type"
              label="Type"
              error={errors.type?.message}
              options={OPPORTUNITY_TYPES}
              optionLabel={typeLabel}
              placeholder="Choose a type"
            />
            <SelectFormField
              control={control}
              name="category"
              id="opportunity-category"
              label="Category"
              error={errors.category?.message}
              options={OPPORTUNITY_CATEGORIES}
              placeholder="Choose a category"
            />
            <InputField
              id="opportunity-company"
              label="Company (optional)"
              error={errors.company?.message}
              autoComplete="organization"
              {...register("company")}
            />
            <InputField
              id="opportunity-location"
              label="Location (optional)"
              error={errors.location?.message}
              placeholder="City, Country"
              {...register("location")}
            />
            <InputField
              id="opportunity-budget"
              label="Budget (optional)"
              error={errors.budget?.message}
              placeholder="$5,000 - $8,000"
              {...register("budget")}
            />
            <InputField
              id="opportunity-timeline"
              label="Timeline (optional)"
              error={errors.timeline?.message}
              placeholder="6 weeks"
              {...register("timeline")}
            />
          </div>
          <InputField
            id="opportunity-skills"
            label="Skills needed (optional)"
            hint="Separate skills with commas"
            error={errors.skillsText?.message}
            placeholder="SEO, Web Design"
            {...register("skillsText")}
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" {...register("remoteOption")} />
            Remote work possible
          </label>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={isSubmitting}
            submitLabel="Post Opportunity"
            pendingLabel="Posting..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
