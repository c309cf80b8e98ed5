import { assistantEndpoints, type ChatHistoryEntry } from "@shared/contracts/assistant";
import { ORDER_PAGE_SIZE, type PlaceOrderRequest, servicesEndpoints } from "@shared/contracts/services";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const servicesQueryKeys = {
  catalogue: ["/api/services"] as const,
  orders: ["/api/services/orders"] as const,
  welcome: (memberId: number | null) => ["/api/chatbot/welcome", memberId] as const,
};

/** GET /api/services: the active catalogue (everyone). */
export function useServices() {
  return useQuery({
    queryKey: servicesQueryKeys.catalogue,
    queryFn: ({ signal }) => call(servicesEndpoints.listServices, {}, { signal }),
  });
}

/**
 * GET /api/services/orders, page by page (signed-in only). Fetched again whenever the page mounts,
 * so a member returning to it sees the status changes the team made meanwhile.
 */
export function useMyOrders(isSignedIn: boolean) {
  return useList(
    servicesEndpoints.listMyOrders,
    { limit: ORDER_PAGE_SIZE },
    { queryKey: servicesQueryKeys.orders, enabled: isSignedIn, refetchOnMount: "always" },
  );
}

/** The overview page posts to /order, the category pages to /orders (docs/product.md, Calls). */
const ORDER_ENDPOINTS = {
  "/api/services/order": servicesEndpoints.placeOverviewOrder,
  "/api/services/orders": servicesEndpoints.placeOrder,
} as const;
export type OrderPath = keyof typeof ORDER_ENDPOINTS;

/** Places an order; a failure is raised as 'Failed to place order' with the server's reason kept. */
export function usePlaceOrder(path: OrderPath) {
  return useMutation({
    mutationFn: async (input: PlaceOrderRequest) => {
      try {
        return await call(ORDER_ENDPOINTS[path], { body: input });
      } catch (error) {
        throw new Error("Failed to place order", { cause: error });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKeys.orders }),
  });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: (orderId: number) =>
      call(servicesEndpoints.cancelOrder, { params: { id: orderId }, body: {} }),
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

export { useOrderSettings, useUpdateOrderSettings } from "./payments-api";
