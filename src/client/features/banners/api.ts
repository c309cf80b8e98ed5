import { type BannerPage, bannerEndpoints } from "@shared/contracts/banners";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/endpoint-client";

export const bannerQueryKeys = {
  active: (page: BannerPage) => ["/api/banners/active", page] as const,
};

/** The banner running on the page now, or null. Fetched once per page (never refetched). */
export function useActiveBanner(page: BannerPage) {
  return useQuery({
    queryKey: bannerQueryKeys.active(page),
    queryFn: ({ signal }) => call(bannerEndpoints.showActiveBanner, { query: { page } }, { signal }),
  });
}

/** Counts a click; losing the count never blocks the member's navigation. */
export function useBannerClick() {
  return useMutation({
    mutationFn: (id: number) => call(bannerEndpoints.recordBannerClick, { params: { id } }),
  });
}

/** Counts a display; a lost count never disturbs the page. */
export function useBannerImpression() {
  return useMutation({
    mutationFn: (id: number) => call(bannerEndpoints.recordBannerImpression, { params: { id } }),
  });
}
