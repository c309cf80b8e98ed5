import type { NetworkInsights } from "@shared/contracts/insights";
import { useQuery } from "@tanstack/react-query";

export const insightsQueryKeys = {
  networkInsights: ["/api/network/insights"] as const,
};

/** Only asked for when signed in (docs/product.md, Calls). */
export function useNetworkInsights({ enabled }: { enabled: boolean }) {
  return useQuery<NetworkInsights>({ queryKey: insightsQueryKeys.networkInsights, enabled });
}
