import { zodResolver } from "@hookform/resolvers/zod";
import { OPPORTUNITY_CATEGORIES, OPPORTUNITY_TYPES } from "@shared/contracts/opportunities";
import { parseSkills } from "@shared/rules/skills";
import { LoaderCircle } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useCreateOpportunity } from "../../api-mutations";
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
          <FormField id="opportunity-title" label="Title" error={errors.title?.message}>
            <Input {...register("title")} />
          </FormField>
          <FormField id="opportunity-description" label="Description" error={errors.description?.message}>
            <Textarea rows={4} {...register("description")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="opportunity-type" label="Type" error={errors.type?.message}>
              {(controlProps) => (
                <Controller
                  control={control}
                  name="type"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue placeholder="Choose a type" />
                      </SelectTrigger>
                      <SelectContent>
                        {OPPORTUNITY_TYPES.map((type) => (
                          <SelectItem key={type} value={type}>
                            {typeLabel(type)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField id="opportunity-category" label="Category" error={errors.category?.message}>
              {(controlProps) => (
                <Controller
                  control={control}
                  name="category"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue placeholder="Choose a category" />
                      </SelectTrigger>
                      <SelectContent>
                        {OPPORTUNITY_CATEGORIES.map((category) => (
                          <SelectItem key={category} value={category}>
                            {category}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField id="opportunity-company" label="Company (optional)" error={errors.company?.message}>
              <Input autoComplete="organization" {...register("company")} />
            </FormField>
            <FormField id="opportunity-location" label="Location (optional)" error={errors.location?.message}>
              <Input placeholder="City, Country" {...register("location")} />
            </FormField>
            <FormField id="opportunity-budget" label="Budget (optional)" error={errors.budget?.message}>
              <Input placeholder="$5,000 - $8,000" {...register("budget")} />
            </FormField>
            <FormField id="opportunity-timeline" label="Timeline (optional)" error={errors.timeline?.message}>
              <Input placeholder="6 weeks" {...register("timeline")} />
            </FormField>
          </div>
          <FormField
            id="opportunity-skills"
            label="Skills needed (optional)"
            hint="Separate skills with commas"
            error={errors.skillsText?.message}
          >
            <Input placeholder="SEO, Web Design" {...register("skillsText")} />
          </FormField>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" {...register("remoteOption")} />
            Remote work possible
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {isSubmitting ? "Posting..." : "Post Opportunity"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
