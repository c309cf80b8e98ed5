import {
  ADMIN_BANNER_PAGE_SIZE,
  type AdminBanner,
  type CreateBannerRequest,
  type UpdateBannerRequest,
} from "@shared/contracts/banners";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";

export type BannerListView = "current" | "history";

export const adminBannerQueryKeys = {
  all: ["/api/admin/banners"] as const,
  list: (view: BannerListView) => ["/api/admin/banners", "list", view] as const,
  current: ["/api/admin/banners", "current"] as const,
};

/** GET /api/admin/banners?view=: one page at a time. */
export function useAdminBanners(view: BannerListView) {
  return useCursorPages<AdminBanner>({
    queryKey: adminBannerQueryKeys.list(view),
    path: "/api/admin/banners",
    key: "banners",
    params: { view, limit: ADMIN_BANNER_PAGE_SIZE },
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
