import {
  type CheckoutResponse,
  type OrderSettings,
  paymentsEndpoints,
  type UpdateOrderSettingsRequest,
} from "@shared/contracts/payments";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const paymentsQueryKeys = {
  orderSettings: ["/api/admin/settings/orders"] as const,
};

/** POST /api/services/orders/{id}/checkout: the manual instructions or Stripe's Checkout address. */
export function useStartCheckout(orderId: number) {
  return useMutation<CheckoutResponse, Error, void>({
    mutationFn: () => call(paymentsEndpoints.startOrderCheckout, { params: { id: orderId } }),
  });
}

/** GET /api/admin/settings/orders (admins). */
export function useOrderSettings() {
  return useQuery<OrderSettings>({
    queryKey: paymentsQueryKeys.orderSettings,
    queryFn: ({ signal }) => call(paymentsEndpoints.readOrderSettings, {}, { signal }),
  });
}

/** PUT /api/admin/settings/orders with the changed fields. */
export function useUpdateOrderSettings() {
  return useMutation({
    mutationFn: (change: UpdateOrderSettingsRequest) =>
      call(paymentsEndpoints.updateOrderSettings, { body: change }),
    onSuccess: (settings) => queryClient.setQueryData(paymentsQueryKeys.orderSettings, settings),
  });
}
