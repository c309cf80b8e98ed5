import {
  ADMIN_BUSINESS_PAGE_SIZE,
  type AdminBusiness,
  type AdminBusinessFilter,
  type AdminBusinessStatusRequest,
  type AdminCreateBusinessRequest,
  type AdminUpdateBusinessRequest,
  adminBusinessEndpoints,
} from "@shared/contracts/directory";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { CursorPage } from "@/lib/api-request";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const adminBusinessQueryKeys = {
  all: ["/api/admin/businesses"] as const,
  list: (search: string, filter: AdminBusinessFilter) =>
    ["/api/admin/businesses", "list", search, filter] as const,
  owners: (search: string) => ["/api/admin/businesses", "owners", search] as const,
};

export type AdminBusinessPage = CursorPage<AdminBusiness>;

/** Business Management's list: server-side search and filter, pages by cursor, the total with the first page. */
export function useAdminBusinesses(search: string, filter: AdminBusinessFilter) {
  return useList(
    adminBusinessEndpoints.listAdminBusinesses,
    { limit: ADMIN_BUSINESS_PAGE_SIZE, search, filter },
    { queryKey: adminBusinessQueryKeys.list(search, filter) },
  );
}

/** Active members to choose an owner from. */
export function useOwnerOptions(search: string) {
  return useQuery({
    queryKey: adminBusinessQueryKeys.owners(search),
    queryFn: ({ signal }) =>
      call(adminBusinessEndpoints.listBusinessOwnerOptions, { query: { search } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The admin list and the public directory both show the change. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: adminBusinessQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: ["/api/businesses"] });
  void queryClient.invalidateQueries({ queryKey: ["/api/user/businesses"] });
}

export function useCreateAdminBusiness() {
  return useMutation({
    mutationFn: (body: AdminCreateBusinessRequest) =>
      call(adminBusinessEndpoints.adminCreateBusiness, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateAdminBusiness() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUpdateBusinessRequest }) =>
      call(adminBusinessEndpoints.adminUpdateBusiness, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSetBusinessStatus() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminBusinessStatusRequest }) =>
      call(adminBusinessEndpoints.setBusinessStatus, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAdminBusiness() {
  return useMutation({
    mutationFn: async (id: number) => {
      await call(adminBusinessEndpoints.adminDeleteBusiness, { params: { id } });
    },
    onSuccess: refresh,
  });
}
