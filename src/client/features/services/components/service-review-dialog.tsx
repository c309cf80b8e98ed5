import { zodResolver } from "@hookform/resolvers/zod";
import {
  SERVICE_REVIEW_LIMITS,
  type ServiceReview,
  type ServiceReviewFormValues,
  serviceReviewFormSchema,
} from "@shared/contracts/service-reviews";
import { Star } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { PendingButton } from "@/components/forms/pending-button";
import { TextareaField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useCreateServiceReview, useUpdateServiceReview } from "../review-api";

type ServiceReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceId: number;
  serviceName: string;
  orderId: number;
  /** The review being edited; none to write a new one. */
  review: ServiceReview | null;
};

const STARS = [1, 2, 3, 4, 5] as const;

/** Write or edit the review of a completed order: five radio stars (arrow keys move) and the text. */
export function ServiceReviewDialog({
  open,
  onOpenChange,
  serviceId,
  serviceName,
  orderId,
  review,
}: ServiceReviewDialogProps) {
  const create = useCreateServiceReview(serviceId, orderId);
  const update = useUpdateServiceReview(serviceId, orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = { rating: review?.rating ?? 0, text: review?.text ?? "" };
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ServiceReviewFormValues>({
    resolver: zodResolver(serviceReviewFormSchema),
    defaultValues: defaults,
  });
  const rating = Number(watch("rating")) || 0;
  const idPrefix = `review-${orderId}`;
  const isPending = create.isPending || update.isPending;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form restarts from the review each time it opens
  useEffect(() => {
    if (open) {
      reset({ rating: review?.rating ?? 0, text: review?.text ?? "" });
      setFailure(null);
    }
  }, [open]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (review) await update.mutateAsync({ reviewId: review.id, body: values });
      else await create.mutateAsync({ orderId, ...values });
      toast({ title: review ? "Review updated" : "Thanks for your review!" });
      onOpenChange(false);
    } catch (error) {
      setFailure(parseApiError(error).message ?? "Could not save your review. Please try again.");
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{review ? "Edit your review" : "Write a review"}</DialogTitle>
          <DialogDescription>
            How was {serviceName}? You can change your review for {SERVICE_REVIEW_LIMITS.editDays} days.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" id={`${idPrefix}-form`}>
          <fieldset
            className="grid gap-1.5"
            aria-describedby={errors.rating ? `${idPrefix}-rating-error` : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
            <div className="flex gap-1">
              {STARS.map((value) => (
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
              ))}
            </div>
            {errors.rating ? (
              <p id={`${idPrefix}-rating-error`} role="alert" className="text-sm text-destructive">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
          <TextareaField
            id={`${idPrefix}-text`}
            label="Your review"
            error={errors.text?.message}
            rows={5}
            maxLength={SERVICE_REVIEW_LIMITS.text}
            {...register("text")}
          />
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <PendingButton
            type="submit"
            form={`${idPrefix}-form`}
            isPending={isPending}
            pendingLabel="Saving..."
          >
            {review ? "Save review" : "Post review"}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
