import {
  ADMIN_BUSINESS_PAGE_SIZE,
  type AdminBusiness,
  type AdminBusinessFilter,
  type AdminBusinessStatusRequest,
  type AdminCreateBusinessRequest,
  type AdminUpdateBusinessRequest,
  type OwnerOption,
} from "@shared/contracts/directory";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, type CursorPage, throwIfResNotOk } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";

export const adminBusinessQueryKeys = {
  all: ["/api/admin/businesses"] as const,
  list: (search: string, filter: AdminBusinessFilter) =>
    ["/api/admin/businesses", "list", search, filter] as const,
  owners: (search: string) => ["/api/admin/businesses", "owners", search] as const,
};

export type AdminBusinessPage = CursorPage<AdminBusiness>;

/** Business Management's list: server-side search and filter, pages by cursor, the total with the first page. */
export function useAdminBusinesses(search: string, filter: AdminBusinessFilter) {
  return useCursorPages<AdminBusiness>({
    queryKey: adminBusinessQueryKeys.list(search, filter),
    path: "/api/admin/businesses",
    key: "businesses",
    params: { limit: ADMIN_BUSINESS_PAGE_SIZE, search, filter },
  });
}

/** Active members to choose an owner from. */
export function useOwnerOptions(search: string) {
  return useQuery({
    queryKey: adminBusinessQueryKeys.owners(search),
    queryFn: async ({ signal }) => {
      const params = search ? `?${new URLSearchParams({ search })}` : "";
      const res = await fetch(`/api/admin/businesses/owners${params}`, { credentials: "include", signal });
      await throwIfResNotOk(res);
      return (await res.json()) as OwnerOption[];
    },
    placeholderData: keepPreviousData,
  });
}

/** The admin list and the public directory both show the change. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: adminBusinessQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: ["/api/businesses"] });
  void queryClient.invalidateQueries({ queryKey: ["/api/user/businesses"] });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export function useCreateAdminBusiness() {
  return useMutation({
    mutationFn: async (body: AdminCreateBusinessRequest) =>
      json<AdminBusiness>(await apiRequest("POST", "/api/admin/businesses", body)),
    onSuccess: refresh,
  });
}

export function useUpdateAdminBusiness() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AdminUpdateBusinessRequest }) =>
      json<AdminBusiness>(await apiRequest("PATCH", `/api/admin/businesses/${id}`, body)),
    onSuccess: refresh,
  });
}

export function useSetBusinessStatus() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AdminBusinessStatusRequest }) =>
      json<AdminBusiness>(await apiRequest("PATCH", `/api/admin/businesses/${id}/status`, body)),
    onSuccess: refresh,
  });
}

export function useDeleteAdminBusiness() {
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/admin/businesses/${id}`);
    },
    onSuccess: refresh,
  });
}
