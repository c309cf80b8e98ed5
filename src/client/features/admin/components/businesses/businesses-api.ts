import {
  ADMIN_BUSINESS_NEXT_CURSOR_HEADER,
  ADMIN_BUSINESS_PAGE_SIZE,
  ADMIN_BUSINESS_TOTAL_HEADER,
  type AdminBusiness,
  type AdminBusinessStatusRequest,
  type AdminCreateBusinessRequest,
  type AdminUpdateBusinessRequest,
  type OwnerOption,
} from "@shared/contracts/businesses";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, throwIfResNotOk } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const adminBusinessQueryKeys = {
  all: ["/api/admin/businesses"] as const,
  list: (search: string) => ["/api/admin/businesses", "list", search] as const,
  owners: (search: string) => ["/api/admin/businesses", "owners", search] as const,
};

export type AdminBusinessPage = { items: AdminBusiness[]; nextCursor: string | null; total: number | null };

/** Business Management's list: server-side search, pages by cursor, the total with the first page. */
export function useAdminBusinesses(search: string) {
  return useInfiniteQuery({
    queryKey: adminBusinessQueryKeys.list(search),
    queryFn: async ({ pageParam, signal }): Promise<AdminBusinessPage> => {
      const params = new URLSearchParams({ limit: String(ADMIN_BUSINESS_PAGE_SIZE) });
      if (search) params.set("search", search);
      if (pageParam) params.set("cursor", pageParam);
      const res = await fetch(`/api/admin/businesses?${params}`, { credentials: "include", signal });
      await throwIfResNotOk(res);
      const total = res.headers.get(ADMIN_BUSINESS_TOTAL_HEADER);
      return {
        items: (await res.json()) as AdminBusiness[],
        nextCursor: res.headers.get(ADMIN_BUSINESS_NEXT_CURSOR_HEADER),
        total: total === null ? null : Number(total),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
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
