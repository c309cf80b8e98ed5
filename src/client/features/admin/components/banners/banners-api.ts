import {
  ADMIN_BANNER_PAGE_SIZE,
  type AdminBanner,
  BANNER_NEXT_CURSOR_HEADER,
  type CreateBannerRequest,
  type UpdateBannerRequest,
} from "@shared/contracts/banners";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, throwIfResNotOk } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export type BannerListView = "current" | "history";

export const adminBannerQueryKeys = {
  all: ["/api/admin/banners"] as const,
  list: (view: BannerListView) => ["/api/admin/banners", "list", view] as const,
  current: ["/api/admin/banners", "current"] as const,
};

/** GET /api/admin/banners?view=: one page at a time, the next cursor in X-Next-Cursor. */
export function useAdminBanners(view: BannerListView) {
  return useInfiniteQuery({
    queryKey: adminBannerQueryKeys.list(view),
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ view, limit: String(ADMIN_BANNER_PAGE_SIZE) });
      if (pageParam) params.set("cursor", pageParam);
      const res = await fetch(`/api/admin/banners?${params}`, { credentials: "include", signal });
      await throwIfResNotOk(res);
      return {
        items: (await res.json()) as AdminBanner[],
        nextCursor: res.headers.get(BANNER_NEXT_CURSOR_HEADER),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/admin/banners/current: the running banner with its metrics, or null. */
export function useCurrentBanner() {
  return useQuery<AdminBanner | null>({ queryKey: adminBannerQueryKeys.current });
}

/** Every banner list, the current banner and the pages' own banners are fetched again. */
async function refreshBanners() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBannerQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["/api/banners/active"] }),
  ]);
}

export function useCreateBanner() {
  return useMutation({
    mutationFn: async (input: CreateBannerRequest) =>
      (await (await apiRequest("POST", "/api/admin/banners", input)).json()) as AdminBanner,
    onSuccess: refreshBanners,
  });
}

export function useUpdateBanner() {
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: UpdateBannerRequest }) =>
      (await (await apiRequest("PATCH", `/api/admin/banners/${id}`, change)).json()) as AdminBanner,
    onSuccess: refreshBanners,
  });
}
