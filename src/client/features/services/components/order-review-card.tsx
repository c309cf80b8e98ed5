import type { OrderDetail } from "@shared/contracts/service-orders";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { useOrderReview } from "../review-api";
import { servicePagePath } from "./service-links";
import { ServiceReviewDialog } from "./service-review-dialog";
import { ReplyForm } from "./service-reviews";

/**
 * The review of a completed order on its page: "Write a review" for the buyer, their review with
 * "Edit review" for 30 days, and the agency's reply once given.
 */
type OrderReviewCardProps = { order: OrderDetail; isBuyer: boolean; isAdmin: boolean };

export function OrderReviewCard({ order, isBuyer, isAdmin }: OrderReviewCardProps) {
  const review = useOrderReview(order.id, true);
  const [isOpen, setIsOpen] = useState(false);
  const [isReplying, setIsReplying] = useState(false);
  const current = review.data?.review ?? null;
  const canEdit = current !== null && isBuyer && new Date(current.editableUntil).getTime() > Date.now();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Review</h2>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {review.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : review.error ? (
          <p role="alert">The review could not be loaded.</p>
        ) : current ? (
          <div className="grid gap-2" data-testid="order-review">
            <StarRating rating={current.rating} />
            <p className="break-words whitespace-pre-line">{current.text}</p>
            {current.reply ? (
              <p className="border-l-2 border-border pl-3 text-muted-foreground">
                <span className="font-medium text-foreground">The agency replied: </span>
                {current.reply.text}
              </p>
            ) : isAdmin && isReplying ? (
              <ReplyForm
                reviewId={current.id}
                serviceId={order.service.id}
                orderId={order.id}
                onDone={() => setIsReplying(false)}
              />
            ) : null}
            <div className="flex flex-wrap gap-2">
              {isAdmin && !current.reply && !isReplying ? (
                <Button variant="outline" size="sm" onClick={() => setIsReplying(true)}>
                  Reply as the agency
                </Button>
              ) : null}
              {canEdit ? (
                <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
                  Edit review
                </Button>
              ) : null}
              <Button variant="link" size="sm" asChild className="px-0">
                <Link href={servicePagePath(order.service.id)}>See it on the service page</Link>
              </Button>
            </div>
          </div>
        ) : isBuyer ? (
          <>
            <p className="text-muted-foreground">How did it go? Your review helps other members choose.</p>
            <Button className="justify-self-start" onClick={() => setIsOpen(true)}>
              Write a review
            </Button>
          </>
        ) : (
          <p className="text-muted-foreground">The buyer has not reviewed this order yet.</p>
        )}
      </CardContent>
      {isBuyer ? (
        <ServiceReviewDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          serviceId={order.service.id}
          serviceName={order.service.name}
          orderId={order.id}
          review={current}
        />
      ) : null}
    </Card>
  );
}
