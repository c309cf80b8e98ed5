import {
  ADMIN_BANNER_PAGE_SIZE,
  bannerEndpoints,
  type CreateBannerRequest,
  type UpdateBannerRequest,
} from "@shared/contracts/banners";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, upload, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export type BannerListView = "current" | "history";

export const adminBannerQueryKeys = {
  all: ["/api/admin/banners"] as const,
  list: (view: BannerListView) => ["/api/admin/banners", "list", view] as const,
  current: ["/api/admin/banners", "current"] as const,
};

/** GET /api/admin/banners?view=: one page at a time. */
export function useAdminBanners(view: BannerListView) {
  return useList(
    bannerEndpoints.listAdminBanners,
    { view, limit: ADMIN_BANNER_PAGE_SIZE },
    { queryKey: adminBannerQueryKeys.list(view) },
  );
}

/** GET /api/admin/banners/current: the running banner with its metrics, or null. */
export function useCurrentBanner() {
  return useQuery({
    queryKey: adminBannerQueryKeys.current,
    queryFn: ({ signal }) => call(bannerEndpoints.showCurrentBanner, {}, { signal }),
  });
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
    mutationFn: (input: CreateBannerRequest) => call(bannerEndpoints.createBanner, { body: input }),
    onSuccess: refreshBanners,
  });
}

export function useUpdateBanner() {
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateBannerRequest }) =>
      call(bannerEndpoints.updateBanner, { params: { id }, body: change }),
    onSuccess: refreshBanners,
  });
}

/** POST /api/admin/banners/images: answers the stored picture's address for the form's imageUrl. */
export function useUploadBannerImage() {
  return useMutation({
    mutationFn: (file: File) => upload(bannerEndpoints.uploadBannerImage, file),
  });
}
