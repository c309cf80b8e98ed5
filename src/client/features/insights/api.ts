import type { NetworkInsights } from "@shared/contracts/insights";
import { useQuery } from "@tanstack/react-query";

export const insightsQueryKeys = {
  networkInsights: ["/api/network/insights"] as const,
};

/** Only asked for when signed in (document 1 section 7). */
export function useNetworkInsights({ enabled }: { enabled: boolean }) {
  return useQuery<NetworkInsights>({ queryKey: insightsQueryKeys.networkInsights, enabled });
}
