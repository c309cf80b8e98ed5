import {
  type CreateServiceReviewRequest,
  serviceReviewEndpoints as endpoints,
  type ReplyToServiceReviewRequest,
  SERVICE_REVIEW_PAGE_SIZE,
  type UpdateServiceReviewRequest,
} from "@shared/contracts/service-reviews";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { servicesQueryKeys } from "./api";

export const reviewQueryKeys = {
  service: (serviceId: number) => ["/api/services", serviceId] as const,
  reviews: (serviceId: number) => ["/api/services", serviceId, "reviews"] as const,
  orderReview: (orderId: number) => ["/api/services/orders", orderId, "review"] as const,
};

/** GET /api/services/{id}: one service with its rating (the service page). */
export function useService(serviceId: number) {
  return useQuery({
    queryKey: reviewQueryKeys.service(serviceId),
    queryFn: ({ signal }) => call(endpoints.readService, { params: { serviceId } }, { signal }),
    enabled: Number.isInteger(serviceId) && serviceId > 0,
  });
}

/** GET /api/services/{id}/reviews, newest first, page by page ("Show more"). */
export function useServiceReviews(serviceId: number) {
  return useList(
    endpoints.listServiceReviews,
    { limit: SERVICE_REVIEW_PAGE_SIZE },
    { queryKey: reviewQueryKeys.reviews(serviceId), params: { serviceId } },
  );
}

/** GET /api/services/orders/{id}/review: the order's review or null. */
export function useOrderReview(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewQueryKeys.orderReview(orderId),
    queryFn: ({ signal }) => call(endpoints.readOrderReview, { params: { id: orderId } }, { signal }),
    enabled,
  });
}

/** What a change to a review makes stale: the service's rating, its list, the catalogue and the order's review. */
function invalidateAfterReview(serviceId: number, orderId?: number) {
  void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.service(serviceId) });
  void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.reviews(serviceId) });
  void queryClient.invalidateQueries({ queryKey: servicesQueryKeys.catalogue, exact: true });
  if (orderId !== undefined)
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.orderReview(orderId) });
}

export function useCreateServiceReview(serviceId: number, orderId: number) {
  return useMutation({
    mutationFn: (body: CreateServiceReviewRequest) =>
      call(endpoints.createServiceReview, { params: { serviceId }, body }),
    onSuccess: () => invalidateAfterReview(serviceId, orderId),
  });
}

export function useUpdateServiceReview(serviceId: number, orderId: number) {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: UpdateServiceReviewRequest }) =>
      call(endpoints.updateServiceReview, { params: { serviceId, reviewId }, body }),
    onSuccess: () => invalidateAfterReview(serviceId, orderId),
  });
}

export function useReplyToServiceReview(serviceId: number, orderId?: number) {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReplyToServiceReviewRequest }) =>
      call(endpoints.replyToServiceReview, { params: { reviewId }, body }),
    onSuccess: () => invalidateAfterReview(serviceId, orderId),
  });
}
