import { zodResolver } from "@hookform/resolvers/zod";
import { NEWS_CATEGORIES } from "@shared/rules/news";
import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import { SectionError } from "@/components/feedback/section-error";
import { FormDialogFooter } from "@/components/forms/form-dialog-footer";
import { SelectFormField } from "@/components/forms/select-form-field";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useAdminArticle, useCreateArticle, useUpdateArticle } from "../../api";
import {
  type ArticleFormOutput,
  type ArticleFormValues,
  articleFormSchema,
  articleFormValues,
  articleRequest,
  emptyArticleForm,
} from "./article-form-schema";

/** What the editor is open for: a new article, or the id of one to edit. */
export type ArticleEditorTarget = { mode: "create" } | { mode: "edit"; id: number };

type ArticleEditorDialogProps = { target: ArticleEditorTarget | null; onClose: () => void };

/** The article editor: Create Article, and Edit on each article card. */
export function ArticleEditorDialog({ target, onClose }: ArticleEditorDialogProps) {
  const { user } = useAuth();
  const editId = target?.mode === "edit" ? target.id : null;
  const detail = useAdminArticle(editId);
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const defaultAuthor = user ? `${user.firstName} ${user.lastName}` : "";
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFormValues, unknown, ArticleFormOutput>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: emptyArticleForm(defaultAuthor),
  });

  useEffect(() => {
    if (target?.mode === "create") reset(emptyArticleForm(defaultAuthor));
  }, [target, reset, defaultAuthor]);
  useEffect(() => {
    if (editId !== null && detail.data?.id === editId) reset(articleFormValues(detail.data));
  }, [editId, detail.data, reset]);

  const isEditing = target?.mode === "edit";
  const isLoadingArticle = isEditing && (detail.isPending || detail.data?.id !== editId);

  const handleSave = handleSubmit(async (values) => {
    try {
      if (editId !== null) {
        await update.mutateAsync({ id: editId, ...articleRequest(values) });
        toast({ title: "Article updated", description: "Your changes have been saved.", variant: "success" });
      } else {
        await create.mutateAsync(articleRequest(values));
        toast({
          title: "Article created",
          description: values.isPublished ? "It is now in Industry News." : "It is saved as a draft.",
          variant: "success",
        });
      }
      onClose();
    } catch (error) {
      toast({
        title: "Error",
        description: parseApiError(error).message ?? "Failed to save the article. Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{isEditing ? "Edit Article" : "Create Article"}</DialogTitle>
          <DialogDescription>
            {isEditing
              ? "Change the article; its address stays the same."
              : "Write an article for Industry News. Published articles appear there at once."}
          </DialogDescription>
        </DialogHeader>
        {isEditing && detail.error ? (
          <SectionError what="the article" error={detail.error} onRetry={() => void detail.refetch()} />
        ) : isLoadingArticle ? (
          <div role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Loading the article...
          </div>
        ) : (
          <form
            onSubmit={handleSave}
            noValidate
            className="grid gap-4"
            aria-label={isEditing ? "Edit article" : "Create article"}
          >
            <InputField
              id="article-title"
              label="Title"
              error={errors.title?.message}
              {...register("title")}
            />
            <TextareaField
              id="article-summary"
              label="Summary (optional)"
              error={errors.summary?.message}
              rows={2}
              {...register("summary")}
            />
            <TextareaField
              id="article-content"
              label="Content"
              hint="Separate paragraphs with a blank line."
              error={errors.content?.message}
              rows={10}
              {...register("content")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                id="article-author"
                label="Author"
                error={errors.author?.message}
                {...register("author")}
              />
              <SelectFormField
                control={control}
                name="category"
                id="article-category"
                label="Category"
                error={errors.category?.message}
                options={NEWS_CATEGORIES}
                placeholder="Choose a category"
              />
              <InputField
                id="article-tags"
                label="Tags (optional)"
                hint="Separate tags with commas"
                error={errors.tagsText?.message}
                placeholder="AI, Growth"
                {...register("tagsText")}
              />
              <InputField
                id="article-hero-image"
                label="Hero Image URL (optional)"
                hint="https://... or a path on this site such as /images/articles/x.svg"
                error={errors.heroImage?.message}
                inputMode="url"
                autoComplete="off"
                {...register("heroImage")}
              />
            </div>
            <div className="flex flex-wrap gap-6">
              <SwitchField control={control} name="isFeatured" id="article-featured" label="Featured" />
              <SwitchField control={control} name="isPublished" id="article-published" label="Published" />
            </div>
            <FormDialogFooter
              onCancel={onClose}
              isPending={isSubmitting}
              submitLabel={isEditing ? "Save Changes" : "Create Article"}
              pendingLabel="Saving..."
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

type SwitchFieldProps = {
  control: Control<ArticleFormValues, unknown, ArticleFormOutput>;
  name: "isFeatured" | "isPublished";
  id: string;
  label: string;
};

function SwitchField({ control, name, id, label }: SwitchFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
        </div>
      )}
    />
  );
}
