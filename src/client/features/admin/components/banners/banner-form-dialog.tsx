import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminBanner } from "@shared/contracts/banners";
import { BANNER_PAGES } from "@shared/contracts/banners";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { BannerView } from "@/features/banners";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { type BannerFormValues, bannerFormDefaults, bannerFormSchema, toBannerRequest } from "./banner-form";
import { BannerImageField } from "./banner-image-field";
import { useCreateBanner, useUpdateBanner } from "./banners-api";

type BannerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The banner to edit; null creates a new one. */
  banner: AdminBanner | null;
};

const FORM_FIELDS = [
  "title",
  "description",
  "imageUrl",
  "linkUrl",
  "startDate",
  "endDate",
  "targetPages",
] as const;
const isFormField = (path: string): path is (typeof FORM_FIELDS)[number] =>
  (FORM_FIELDS as readonly string[]).includes(path);

/** Banner Configuration: create or edit a banner, with a live preview. */
export function BannerFormDialog({ open, onOpenChange, banner }: BannerFormDialogProps) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const form = useForm<BannerFormValues>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: bannerFormDefaults(banner),
  });
  const { register, handleSubmit, control, reset, watch, setError, formState } = form;
  const errors = formState.errors;
  const isPending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) {
      reset(bannerFormDefaults(banner));
    }
  }, [open, banner, reset]);

  const onSubmit = handleSubmit((values) => {
    const input = toBannerRequest(values, banner);
    const handlers = {
      onSuccess: () => {
        toast({
          title: banner ? "Banner updated" : "Banner created",
          description: values.isActive
            ? "It shows on its pages between its start and end dates."
            : "It is saved and stays off until you make it active.",
          variant: "success" as const,
        });
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        const { message, issues } = parseApiError(error);
        for (const issue of issues)
          if (isFormField(issue.path)) setError(issue.path, { message: issue.message });
        toast({
          title: "Error",
          description: message ?? "Failed to save the banner. Please try again.",
          variant: "destructive",
        });
      },
    };
    if (banner) update.mutate({ id: banner.id, change: input }, handlers);
    else create.mutate(input, handlers);
  });

  const preview = watch();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{banner ? "Edit Banner" : "Create New Banner"}</DialogTitle>
          <DialogDescription>
            Banner Configuration: what it says, where it links, when and where it shows.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Banner Configuration">
          <InputField
            id="banner-title"
            label="Banner Title"
            error={errors.title?.message}
            {...register("title")}
            maxLength={120}
          />
          <TextareaField
            id="banner-description"
            label="Description (optional)"
            error={errors.description?.message}
            {...register("description")}
            rows={2}
            maxLength={300}
          />
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <BannerImageField
                value={field.value}
                onChange={field.onChange}
                error={errors.imageUrl?.message}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id="banner-link"
              label="Target URL"
              hint="Where a click leads"
              error={errors.linkUrl?.message}
              {...register("linkUrl")}
              inputMode="url"
              placeholder="/services"
            />
            <InputField
              id="banner-start"
              label="Start Date"
              error={errors.startDate?.message}
              type="date"
              {...register("startDate")}
            />
            <InputField
              id="banner-end"
              label="End Date"
              error={errors.endDate?.message}
              type="date"
              {...register("endDate")}
            />
          </div>
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.targetPages ? "banner-pages-error" : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Display Pages</legend>
            <Controller
              control={control}
              name="targetPages"
              render={({ field }) => (
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {BANNER_PAGES.map((page) => (
                    <label key={page} className="inline-flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={field.value.includes(page)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, page]
                              : field.value.filter((value) => value !== page),
                          )
                        }
                      />
                      {page}
                    </label>
                  ))}
                </div>
              )}
            />
            {errors.targetPages ? (
              <p id="banner-pages-error" role="alert" className="text-sm text-destructive">
                {errors.targetPages.message}
              </p>
            ) : null}
          </fieldset>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="banner-active" checked={field.value} onCheckedChange={field.onChange} />
                <label htmlFor="banner-active" className="text-sm font-medium">
                  Active
                </label>
              </div>
            )}
          />
          <section
            aria-label="Banner preview"
            className="grid gap-2 rounded-card border border-dashed border-border p-3"
          >
            <p className="text-xs font-medium text-muted-foreground">
              Preview: the banner as members will see it
            </p>
            <BannerView
              banner={{
                id: banner?.id ?? 0,
                title: preview.title || "Banner Title",
                description: preview.description || null,
                imageUrl: preview.imageUrl || null,
                linkUrl: preview.linkUrl || null,
              }}
            />
          </section>
          <DialogFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <PendingButton type="submit" isPending={isPending} pendingLabel="Saving...">
                {banner ? "Update Banner Settings" : "Create Banner"}
              </PendingButton>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
