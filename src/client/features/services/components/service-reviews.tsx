import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ReplyToServiceReviewRequest,
  replyToServiceReviewRequestSchema,
  SERVICE_REVIEW_LIMITS,
  type ServiceReview,
} from "@shared/contracts/service-reviews";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { TextareaField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import { StarRating } from "@/components/ui/star-rating";
import { ReportMoreMenu } from "@/features/moderation";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { useReplyToServiceReview, useServiceReviews } from "../review-api";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The service page's reviews, newest first, "Show more" for older ones; admins reply from here. */
export function ServiceReviews({ serviceId }: { serviceId: number }) {
  const reviews = useServiceReviews(serviceId);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState
      query={reviews}
      what="the reviews"
      loading={<ListSkeleton rows={2} label="Loading reviews" />}
      isEmpty={items.length === 0}
      empty={
        <EmptyState
          icon={MessageSquare}
          message="No reviews yet. Buyers review a service once their order is completed."
        />
      }
    >
      <ul className="grid gap-4" aria-label="Reviews">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} serviceId={serviceId} />
        ))}
      </ul>
      <LoadMoreButton
        hasMore={reviews.hasNextPage}
        isLoading={reviews.isFetchingNextPage}
        onLoadMore={() => void reviews.fetchNextPage()}
        label="Show more reviews"
      />
    </QueryState>
  );
}

function ReviewItem({ review, serviceId }: { review: ServiceReview; serviceId: number }) {
  const { user } = useAuth();
  const [isReplying, setIsReplying] = useState(false);
  const name = `${review.reviewer.firstName} ${review.reviewer.lastName}`;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4" data-testid="service-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{name}</p>
        <div className="flex items-center gap-1">
          <p className="text-sm text-muted-foreground">
            <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
          </p>
          {user && user.id !== review.reviewer.id ? (
            <ReportMoreMenu
              target={{ type: "service_review", id: review.id }}
              label={`More actions for the review by ${name}`}
            />
          ) : null}
        </div>
      </div>
      <StarRating rating={review.rating} />
      <p className="break-words whitespace-pre-line text-sm">{review.text}</p>
      {review.reply ? (
        <div className="border-l-2 border-border pl-3 text-sm">
          <p className="font-medium">Reply from the agency</p>
          <p className="break-words whitespace-pre-line text-muted-foreground">{review.reply.text}</p>
        </div>
      ) : user?.role === "admin" ? (
        isReplying ? (
          <ReplyForm reviewId={review.id} serviceId={serviceId} onDone={() => setIsReplying(false)} />
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setIsReplying(true)}
          >
            Reply as the agency
          </Button>
        )
      ) : null}
    </li>
  );
}

type ReplyFormProps = { reviewId: number; serviceId: number; orderId?: number; onDone: () => void };

/** The agency's one reply to a review (the service page, and a completed order's page for admins). */
export function ReplyForm({ reviewId, serviceId, orderId, onDone }: ReplyFormProps) {
  const reply = useReplyToServiceReview(serviceId, orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReplyToServiceReviewRequest>({
    resolver: zodResolver(replyToServiceReviewRequestSchema),
    defaultValues: { text: "" },
  });
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await reply.mutateAsync({ reviewId, body });
      onDone();
    } catch (error) {
      setFailure(parseApiError(error).message ?? "Could not post the reply. Please try again.");
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <TextareaField
        id={`reply-${reviewId}`}
        label="Your reply"
        rows={3}
        maxLength={SERVICE_REVIEW_LIMITS.reply}
        error={errors.text?.message}
        {...register("text")}
      />
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-2">
        <PendingButton type="submit" size="sm" isPending={reply.isPending} pendingLabel="Posting...">
          Post reply
        </PendingButton>
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={reply.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
