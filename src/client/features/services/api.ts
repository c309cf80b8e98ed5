import { assistantEndpoints, type ChatHistoryEntry } from "@shared/contracts/assistant";
import {
  type MemberOrder,
  ORDER_PAGE_SIZE,
  type PlaceOrderRequest,
  type Service,
} from "@shared/contracts/services";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";

export const servicesQueryKeys = {
  catalogue: ["/api/services"] as const,
  orders: ["/api/services/orders"] as const,
  welcome: (memberId: number | null) => ["/api/chatbot/welcome", memberId] as const,
};

/** GET /api/services: the active catalogue (everyone). */
export function useServices() {
  return useQuery<Service[]>({ queryKey: servicesQueryKeys.catalogue });
}

/**
 * GET /api/services/orders, page by page (signed-in only). Fetched again whenever the page mounts,
 * so a member returning to it sees the status changes the team made meanwhile.
 */
export function useMyOrders(isSignedIn: boolean) {
  return useCursorPages<MemberOrder>({
    queryKey: servicesQueryKeys.orders,
    path: "/api/services/orders",
    key: "orders",
    params: { limit: ORDER_PAGE_SIZE },
    enabled: isSignedIn,
    refetchOnMount: "always",
  });
}

/** The overview page posts to /order, the category pages to /orders (docs/product.md, Calls). */
export type OrderPath = "/api/services/order" | "/api/services/orders";

/** Places an order; a failure is raised as 'Failed to place order' with the server's reason kept. */
export function usePlaceOrder(path: OrderPath) {
  return useMutation({
    mutationFn: async (input: PlaceOrderRequest) => {
      try {
        const res = await apiRequest("POST", path, input);
        return (await res.json()) as MemberOrder;
      } catch (error) {
        throw new Error("Failed to place order", { cause: error });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKeys.orders }),
  });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: async (orderId: number) => {
      const res = await apiRequest("POST", `/api/services/orders/${orderId}/cancel`, {});
      return (await res.json()) as MemberOrder;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKeys.orders }),
  });
}

/** GET /api/chatbot/welcome: fetched only while the chat is empty. */
export function useChatWelcome(memberId: number | null, isEmpty: boolean) {
  return useQuery({
    queryKey: servicesQueryKeys.welcome(memberId),
    queryFn: ({ signal }) => call(assistantEndpoints.getChatWelcome, {}, { signal }),
    enabled: isEmpty,
  });
}

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (input: { message: string; conversationHistory: ChatHistoryEntry[] }) =>
      call(assistantEndpoints.sendChatMessage, { body: input }),
  });
}
