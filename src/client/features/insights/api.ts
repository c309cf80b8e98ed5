import { insightsEndpoints } from "@shared/contracts/insights";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/endpoint-client";

export const insightsQueryKeys = {
  networkInsights: ["/api/network/insights"] as const,
};

/** Only asked for when signed in (docs/product.md, Calls). */
export function useNetworkInsights({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: insightsQueryKeys.networkInsights,
    queryFn: ({ signal }) => call(insightsEndpoints.getNetworkInsights, {}, { signal }),
    enabled,
  });
}
