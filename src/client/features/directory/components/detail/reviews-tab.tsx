import type { BusinessDetail, BusinessReview, CreateReviewRequest } from "@shared/contracts/directory";
import { LogIn, MessageSquareText, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { SectionError } from "@/components/feedback/section-error";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StarRating } from "@/components/ui/star-rating";
import { ReportMoreMenu } from "@/features/moderation";
import { parseApiError } from "@/lib/api-request";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useBusinessReviews, useCreateReview, useDeleteReview, useUpdateReview } from "../../api";
import { ReviewForm } from "./review-form";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function failure(error: unknown, fallback: string) {
  toast({ title: "Error", description: parseApiError(error).message ?? fallback, variant: "destructive" });
}

/** Reviews: the review form for members who may review, then the reviews, newest first. */
export function ReviewsTab({ business }: { business: BusinessDetail }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const query = useBusinessReviews(business.id);
  const createReview = useCreateReview(business);
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];

  const handleCreate = async (values: CreateReviewRequest) => {
    try {
      await createReview.mutateAsync(values);
      toast({
        title: "Review posted",
        description: "Thank you for sharing your experience.",
        variant: "success",
      });
      return true;
    } catch (error) {
      failure(error, "Failed to post your review. Please try again.");
      return false;
    }
  };

  return (
    <section className="grid gap-6" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Reviews
      </h2>
      {!user ? (
        <Card className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Sign in to write a review of {business.name}.</p>
          <Button variant="outline" onClick={() => openAuthDialog("login")}>
            <LogIn aria-hidden="true" />
            Sign In
          </Button>
        </Card>
      ) : business.viewer.canReview ? (
        <Card className="grid gap-3 p-5">
          <h3 className="font-semibold">Write a review</h3>
          <ReviewForm
            idPrefix="new-review"
            submitLabel="Submit Review"
            pendingLabel="Submitting..."
            onSubmit={handleCreate}
          />
        </Card>
      ) : business.viewer.isOwner || business.viewer.isTeamMember ? (
        <p className="text-sm text-muted-foreground">You can't review a business you own or work for.</p>
      ) : null}

      {query.isPending ? (
        <ListSkeleton rows={3} label="Loading reviews" />
      ) : query.error && reviews.length === 0 ? (
        <SectionError
          what="the reviews"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : reviews.length === 0 ? (
        <EmptyState icon={MessageSquareText} message="No reviews yet." />
      ) : (
        <ul className="grid gap-3" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem
                business={business}
                review={review}
                isMine={review.reviewer.id === user?.id}
                canReport={user !== null && review.reviewer.id !== user.id}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? "Loading..." : "More reviews"}
        </Button>
      ) : null}
    </section>
  );
}

function ReviewItem({
  business,
  review,
  isMine,
  canReport,
}: {
  business: BusinessDetail;
  review: BusinessReview;
  isMine: boolean;
  canReport: boolean;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const updateReview = useUpdateReview(business);
  const deleteReview = useDeleteReview(business);
  const name = `${review.reviewer.firstName} ${review.reviewer.lastName}`;

  const handleUpdate = async (values: CreateReviewRequest) => {
    try {
      await updateReview.mutateAsync({ reviewId: review.id, body: values });
      toast({ title: "Review updated", variant: "success" });
      setIsEditing(false);
      return true;
    } catch (error) {
      failure(error, "Failed to update your review. Please try again.");
      return false;
    }
  };

  const handleDelete = () =>
    deleteReview.mutate(review.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({ title: "Review deleted", variant: "success" });
      },
      onError: (error) => failure(error, "Failed to delete your review. Please try again."),
    });

  return (
    <Card className="grid gap-3 p-5" data-testid="review">
      <div className="flex items-start gap-3">
        <Avatar
          id={review.reviewer.id}
          firstName={review.reviewer.firstName}
          lastName={review.reviewer.lastName}
          src={review.reviewer.avatar}
          isDecorative
          className="size-10"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{name}</span>
            <StarRating rating={review.rating} />
            <time className="text-xs text-muted-foreground" dateTime={review.createdAt}>
              {dateFormat.format(new Date(review.createdAt))}
            </time>
          </div>
        </div>
        {isMine && !isEditing ? (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Edit your review"
              onClick={() => setIsEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Delete your review"
              onClick={() => setIsConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        {canReport ? (
          <ReportMoreMenu
            target={{ type: "review", id: review.id }}
            label={`More actions for ${name}'s review`}
          />
        ) : null}
      </div>
      {/* Below the reviewer's row, not beside the avatar: full width on a phone. */}
      {isEditing ? null : (
        <div className="grid gap-1 sm:pl-13">
          {review.title ? <h3 className="font-semibold">{review.title}</h3> : null}
          {review.comment ? (
            <p className="whitespace-pre-line text-sm text-muted-foreground">{review.comment}</p>
          ) : null}
        </div>
      )}
      {isEditing ? (
        <ReviewForm
          idPrefix={`edit-review-${review.id}`}
          defaultValues={{ rating: review.rating, title: review.title ?? "", content: review.comment ?? "" }}
          submitLabel="Save Review"
          pendingLabel="Saving..."
          onSubmit={handleUpdate}
          onCancel={() => setIsEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete your review?"
        description="Your review and rating will be removed from this business. This cannot be undone."
        confirmLabel="Delete Review"
        pendingLabel="Deleting..."
        isPending={deleteReview.isPending}
        onConfirm={handleDelete}
      />
    </Card>
  );
}
