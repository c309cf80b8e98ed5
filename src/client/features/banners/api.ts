import type { Banner, BannerPage } from "@shared/contracts/banners";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, throwIfResNotOk } from "@/lib/api-request";

// The News list's banner is rendered by the layout, in the entry chunk: these calls stay on
// apiRequest, because importing `bannerEndpoints` would bring zod and the banner schemas into the
// landing page's JavaScript (150 KB gzipped against the 130 KB budget; decision 0018, "Consequences").
export const bannerQueryKeys = {
  active: (page: BannerPage) => ["/api/banners/active", page] as const,
};

/** The banner running on the page now, or null. Fetched once per page (never refetched). */
export function useActiveBanner(page: BannerPage) {
  return useQuery({
    queryKey: bannerQueryKeys.active(page),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/banners/active?page=${encodeURIComponent(page)}`, {
        credentials: "include",
        signal,
      });
      await throwIfResNotOk(res);
      return (await res.json()) as Banner | null;
    },
  });
}

/** Counts a click; losing the count never blocks the member's navigation. */
export function useBannerClick() {
  return useMutation({
    mutationFn: (id: number) => apiRequest("POST", `/api/banners/${id}/click`),
  });
}

/** Counts a display; a lost count never disturbs the page. */
export function useBannerImpression() {
  return useMutation({
    mutationFn: (id: number) => apiRequest("POST", `/api/banners/${id}/impression`),
  });
}
