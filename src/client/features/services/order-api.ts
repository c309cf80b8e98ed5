import type { OrderAction } from "@shared/contracts/order-process";
import type {
  AgencyTransitionRequest,
  OrderAttachment,
  OrderDetail,
  OrderMessage,
} from "@shared/contracts/service-orders";
import { ORDER_MESSAGE_PAGE_SIZE } from "@shared/contracts/service-orders";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, throwIfResNotOk } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { servicesQueryKeys } from "./api";

export const orderQueryKeys = {
  order: (id: number) => ["/api/services/orders", id] as const,
  messages: (id: number) => ["/api/services/orders", id, "messages"] as const,
};

/** GET /api/services/orders/{id}: the order page (its buyer and admins). */
/** After Stripe's Checkout the order turns paid when Stripe's webhook arrives: the page asks again meanwhile, for about 2 minutes. */
const CONFIRMATION_POLL_MS = 3000;
const CONFIRMATION_POLLS = 40;

export const awaitsStripeConfirmation = (order: OrderDetail | undefined) =>
  order?.state === "awaiting_payment" &&
  order.payment?.provider === "stripe" &&
  order.payment.status === "pending";

export function useOrder(id: number) {
  return useQuery<OrderDetail>({
    queryKey: orderQueryKeys.order(id),
    refetchInterval: (query) =>
      awaitsStripeConfirmation(query.state.data) && query.state.dataUpdateCount < CONFIRMATION_POLLS
        ? CONFIRMATION_POLL_MS
        : false,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/services/orders/${id}`, { credentials: "include", signal });
      await throwIfResNotOk(res);
      return (await res.json()) as OrderDetail;
    },
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
    mutationFn: async (input: { action: OrderAction; note?: string }) => {
      const res = await apiRequest("POST", `/api/services/orders/${id}/transitions`, input);
      return (await res.json()) as OrderDetail;
    },
    onSuccess: (order) => afterMove(id, order),
  });
}

/** The agency's move (admins): POST /api/admin/orders/{id}/transitions. */
export function useAgencyTransition(id: number) {
  return useMutation({
    mutationFn: async (input: AgencyTransitionRequest) => {
      const res = await apiRequest("POST", `/api/admin/orders/${id}/transitions`, input);
      return (await res.json()) as OrderDetail;
    },
    onSuccess: (order) => afterMove(id, order),
  });
}

/** GET /api/services/orders/{id}/messages, newest first, page by page. */
export function useOrderMessages(id: number) {
  return useCursorPages<OrderMessage>({
    queryKey: orderQueryKeys.messages(id),
    path: `/api/services/orders/${id}/messages`,
    key: "messages",
    params: { limit: ORDER_MESSAGE_PAGE_SIZE },
  });
}

export function usePostOrderMessage(id: number) {
  return useMutation({
    mutationFn: async (input: { content: string; attachmentIds: number[] }) => {
      const res = await apiRequest("POST", `/api/services/orders/${id}/messages`, input);
      return (await res.json()) as OrderMessage;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueryKeys.messages(id) }),
  });
}

/** POST /api/services/orders/{id}/attachments: a file (image or PDF, 10 MB) for the next message. */
export function useUploadOrderAttachment(id: number) {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append("file", file);
      const res = await fetch(`/api/services/orders/${id}/attachments`, {
        method: "POST",
        body,
        credentials: "include",
      });
      await throwIfResNotOk(res);
      return (await res.json()) as OrderAttachment;
    },
  });
}
