import type { OrderAction } from "@shared/contracts/order-process";
import {
  type AgencyTransitionRequest,
  serviceOrderEndpoints as endpoints,
  ORDER_MESSAGE_PAGE_SIZE,
  type OrderDetail,
} from "@shared/contracts/service-orders";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, upload, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { servicesQueryKeys } from "./api";

export const orderQueryKeys = {
  order: (id: number) => ["/api/services/orders", id] as const,
  messages: (id: number) => ["/api/services/orders", id, "messages"] as const,
};

/** After Stripe's Checkout the order turns paid when Stripe's webhook arrives: the page asks again meanwhile, for about 2 minutes. */
const CONFIRMATION_POLL_MS = 3000;
const CONFIRMATION_POLLS = 40;

export const awaitsStripeConfirmation = (order: OrderDetail | undefined) =>
  order?.state === "awaiting_payment" &&
  order.payment?.provider === "stripe" &&
  order.payment.status === "pending";

/** GET /api/services/orders/{id}: the order page (its buyer and admins). */
export function useOrder(id: number) {
  return useQuery<OrderDetail>({
    queryKey: orderQueryKeys.order(id),
    refetchInterval: (query) =>
      awaitsStripeConfirmation(query.state.data) && query.state.dataUpdateCount < CONFIRMATION_POLLS
        ? CONFIRMATION_POLL_MS
        : false,
    queryFn: ({ signal }) => call(endpoints.readOrder, { params: { id } }, { signal }),
  });
}

function afterMove(id: number, order: OrderDetail) {
  queryClient.setQueryData(orderQueryKeys.order(id), order);
  void queryClient.invalidateQueries({ queryKey: servicesQueryKeys.orders, exact: true });
  void queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
}

/** The buyer's move: POST /api/services/orders/{id}/transitions. */
export function useBuyerTransition(id: number) {
  return useMutation({
    mutationFn: (input: { action: OrderAction; note?: string }) =>
      call(endpoints.moveOrderAsBuyer, { params: { id }, body: input }),
    onSuccess: (order) => afterMove(id, order),
  });
}

/** The agency's move (admins): POST /api/admin/orders/{id}/transitions. */
export function useAgencyTransition(id: number) {
  return useMutation({
    mutationFn: (input: AgencyTransitionRequest) =>
      call(endpoints.moveOrderAsAgency, { params: { id }, body: input }),
    onSuccess: (order) => afterMove(id, order),
  });
}

/** GET /api/services/orders/{id}/messages, newest first, page by page. */
export function useOrderMessages(id: number) {
  return useList(
    endpoints.listOrderMessages,
    { limit: ORDER_MESSAGE_PAGE_SIZE },
    { queryKey: orderQueryKeys.messages(id), params: { id } },
  );
}

export function usePostOrderMessage(id: number) {
  return useMutation({
    mutationFn: (input: { content: string; attachmentIds: number[] }) =>
      call(endpoints.postOrderMessage, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueryKeys.messages(id) }),
  });
}

/** POST /api/services/orders/{id}/attachments: a file (image or PDF, 10 MB) for the next message. */
export function useUploadOrderAttachment(id: number) {
  return useMutation({
    mutationFn: (file: File) => upload(endpoints.uploadOrderAttachment, file, { params: { id } }),
  });
}
