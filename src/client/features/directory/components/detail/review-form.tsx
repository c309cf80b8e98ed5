import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateReviewRequest,
  createReviewRequestSchema,
  REVIEW_CONTENT_MAX,
  REVIEW_TITLE_MAX,
} from "@shared/contracts/directory";
import { MAX_RATING } from "@shared/rules/directory";
import { Star } from "lucide-react";
import { useForm } from "react-hook-form";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type ReviewFormProps = {
  idPrefix: string;
  defaultValues?: CreateReviewRequest;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves true when saved; the new-review form then empties itself. */
  onSubmit: (values: CreateReviewRequest) => Promise<boolean>;
  onCancel?: () => void;
};

/** Rating 1 to 5 (five radio stars), title and review text, checked by the API's rules. */
export function ReviewForm({
  idPrefix,
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CreateReviewRequest>({
    resolver: zodResolver(createReviewRequestSchema),
    defaultValues: defaultValues ?? { rating: 0, title: "", content: "" },
  });
  const rating = Number(watch("rating")) || 0;
  const errorId = `${idPrefix}-rating-error`;

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit(values);
    if (saved && !defaultValues) reset({ rating: 0, title: "", content: "" });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={submitLabel}>
      <fieldset className="grid gap-1.5" aria-describedby={errors.rating ? errorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
        <div className="flex gap-1">
          {Array.from({ length: MAX_RATING }, (_, index) => {
            const value = index + 1;
            return (
              <label
                key={value}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name={`${idPrefix}-rating`}
                  value={value}
                  checked={rating === value}
                  className="sr-only"
                  onChange={() =>
                    setValue("rating", value, { shouldValidate: isSubmitted, shouldDirty: true })
                  }
                />
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-7",
                    value <= rating
                      ? "fill-amber-400 text-amber-500"
                      : "fill-transparent text-muted-foreground",
                  )}
                />
                <span className="sr-only">
                  {value} {value === 1 ? "star" : "stars"}
                </span>
              </label>
            );
          })}
        </div>
        {errors.rating ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <InputField
        id={`${idPrefix}-title`}
        label="Title"
        error={errors.title?.message}
        maxLength={REVIEW_TITLE_MAX}
        {...register("title")}
      />
      <TextareaField
        id={`${idPrefix}-content`}
        label="Your review"
        error={errors.content?.message}
        rows={4}
        maxLength={REVIEW_CONTENT_MAX}
        {...register("content")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
