import type {
  AddEmployeeRequest,
  Business,
  BusinessDetail,
  BusinessEmployee,
  BusinessImageKind,
  BusinessRating,
  BusinessReview,
  CreateBusinessRequest,
  CreateReviewRequest,
  ReviewMutationResponse,
  TeamInvitation,
  UpdateBusinessRequest,
  UpdateReviewRequest,
} from "@shared/contracts/directory";
import { type InfiniteData, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, type CursorPage, getJson, throwIfResNotOk } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { type DirectoryFilters, directoryApiParams } from "./directory-filters";

export const directoryQueryKeys = {
  all: ["/api/businesses"] as const,
  lists: ["/api/businesses", "list"] as const,
  list: (filters: DirectoryFilters) => ["/api/businesses", "list", filters] as const,
  detail: (slug: string) => ["/api/businesses", "slug", slug] as const,
  reviews: (id: number) => ["/api/businesses", id, "reviews"] as const,
  team: (id: number) => ["/api/businesses", id, "employees"] as const,
  mine: ["/api/user/businesses"] as const,
  invitations: ["/api/user/team-invitations"] as const,
};

/** The directory, page by page as the member scrolls. */
export function useBusinesses(filters: DirectoryFilters) {
  return useCursorPages<Business>({
    queryKey: directoryQueryKeys.list(filters),
    path: "/api/businesses",
    key: "businesses",
    params: Object.fromEntries(directoryApiParams(filters)),
  });
}

export function flattenBusinesses(data: InfiniteData<CursorPage<Business>> | undefined): Business[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** My Businesses: only asked for when signed in. */
export function useMyBusinesses(enabled: boolean) {
  return useQuery({
    queryKey: directoryQueryKeys.mine,
    queryFn: ({ signal }) => getJson<Business[]>("/api/user/businesses", signal),
    enabled,
  });
}

export function useBusiness(slug: string) {
  return useQuery({
    queryKey: directoryQueryKeys.detail(slug),
    queryFn: ({ signal }) =>
      getJson<BusinessDetail>(`/api/businesses/slug/${encodeURIComponent(slug)}`, signal),
  });
}

export function useBusinessReviews(id: number) {
  return useCursorPages<BusinessReview>({
    queryKey: directoryQueryKeys.reviews(id),
    path: `/api/businesses/${id}/reviews`,
    key: "reviews",
  });
}

export function useBusinessTeam(id: number) {
  return useQuery({
    queryKey: directoryQueryKeys.team(id),
    queryFn: ({ signal }) => getJson<BusinessEmployee[]>(`/api/businesses/${id}/employees`, signal),
  });
}

/** Lists and My Businesses show changed figures after any edit. */
function refreshLists() {
  void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.lists });
  void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.mine });
}

export function useCreateBusiness() {
  return useMutation({
    mutationFn: async (body: CreateBusinessRequest) =>
      (await (await apiRequest("POST", "/api/businesses", body)).json()) as BusinessDetail,
    onSuccess: (business) => {
      queryClient.setQueryData(directoryQueryKeys.detail(business.slug), business);
      refreshLists();
    },
  });
}

export function useUpdateBusiness(id: number) {
  return useMutation({
    mutationFn: async (body: UpdateBusinessRequest) =>
      (await (await apiRequest("PATCH", `/api/businesses/${id}`, body)).json()) as BusinessDetail,
    onSuccess: (business) => {
      queryClient.setQueryData(directoryQueryKeys.detail(business.slug), business);
      refreshLists();
    },
  });
}

/** Writes the recomputed rating into the page's business and refreshes the reviews. */
function applyRating(slug: string, id: number, figures: BusinessRating, reviewed: boolean) {
  queryClient.setQueryData<BusinessDetail>(directoryQueryKeys.detail(slug), (current) =>
    current
      ? {
          ...current,
          rating: figures.rating,
          averageRating: figures.averageRating,
          reviewCount: figures.reviewCount,
          viewer: {
            ...current.viewer,
            hasReviewed: reviewed,
            canReview: !reviewed && !current.viewer.isOwner && !current.viewer.isTeamMember,
          },
        }
      : current,
  );
  void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.reviews(id) });
  void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.lists });
}

export function useCreateReview(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: async (body: CreateReviewRequest) =>
      (await (
        await apiRequest("POST", `/api/businesses/${business.id}/reviews`, body)
      ).json()) as ReviewMutationResponse,
    onSuccess: (result) => applyRating(business.slug, business.id, result.business, true),
  });
}

export function useUpdateReview(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: async ({ reviewId, body }: { reviewId: number; body: UpdateReviewRequest }) =>
      (await (
        await apiRequest("PATCH", `/api/businesses/${business.id}/reviews/${reviewId}`, body)
      ).json()) as ReviewMutationResponse,
    onSuccess: (result) => applyRating(business.slug, business.id, result.business, true),
  });
}

export function useDeleteReview(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: async (reviewId: number) =>
      (await (await apiRequest("DELETE", `/api/businesses/${business.id}/reviews/${reviewId}`)).json()) as {
        business: BusinessRating;
      },
    onSuccess: (result) => applyRating(business.slug, business.id, result.business, false),
  });
}

export function useAddTeamMember(businessId: number) {
  return useMutation({
    mutationFn: async (body: AddEmployeeRequest) =>
      (await (
        await apiRequest("POST", `/api/businesses/${businessId}/employees`, body)
      ).json()) as BusinessEmployee,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.team(businessId) }),
  });
}

/** The signed-in member's open invitations to businesses' teams. */
export function useTeamInvitations(enabled: boolean) {
  return useQuery({
    queryKey: directoryQueryKeys.invitations,
    queryFn: ({ signal }) => getJson<TeamInvitation[]>("/api/user/team-invitations", signal),
    enabled,
  });
}

/** Accepts or declines an invitation; the member's lists and the business's team follow. */
export function useAnswerInvitation() {
  return useMutation({
    mutationFn: async ({ invitation, accept }: { invitation: TeamInvitation; accept: boolean }) => {
      await apiRequest(
        "POST",
        `/api/user/team-invitations/${invitation.id}/${accept ? "accept" : "decline"}`,
      );
    },
    onSuccess: (_, { invitation }) => {
      void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.team(invitation.business.id) });
      void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.detail(invitation.business.slug) });
    },
  });
}

/** A member leaves a business's team (the owner cannot). */
export function useLeaveTeam(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", `/api/businesses/${business.id}/leave`);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.team(business.id) });
      void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.detail(business.slug) });
    },
  });
}

export function useRemoveTeamMember(businessId: number) {
  return useMutation({
    mutationFn: async (employeeId: number) => {
      await apiRequest("DELETE", `/api/businesses/${businessId}/employees/${employeeId}`);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.team(businessId) }),
  });
}

export function useFavorite(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: async (isFavorite: boolean) =>
      (await (
        await apiRequest(isFavorite ? "PUT" : "DELETE", `/api/businesses/${business.id}/favorite`)
      ).json()) as { isFavorite: boolean },
    onSuccess: ({ isFavorite }) => {
      queryClient.setQueryData<BusinessDetail>(directoryQueryKeys.detail(business.slug), (current) =>
        current ? { ...current, viewer: { ...current.viewer, isFavorite } } : current,
      );
    },
  });
}

export function useContactBusiness(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: async (message: string) =>
      (await (await apiRequest("POST", `/api/businesses/${business.id}/contact`, { message })).json()) as {
        messageId: number;
        contactCount: number;
      },
    onSuccess: ({ contactCount }) => {
      queryClient.setQueryData<BusinessDetail>(directoryQueryKeys.detail(business.slug), (current) =>
        current ? { ...current, contactCount } : current,
      );
    },
  });
}

/**
 * POST (multipart, field `file`) or DELETE /api/businesses/{id}/logo and /cover; the answer is the
 * business, written into its page and the lists.
 */
export async function applyBusinessImageChange(
  businessId: number,
  { kind, file }: { kind: BusinessImageKind; file: File | null },
) {
  const url = `/api/businesses/${businessId}/${kind}`;
  let response: Response;
  if (file) {
    const form = new FormData();
    form.append("file", file, file.name);
    response = await fetch(url, { method: "POST", credentials: "include", body: form });
    await throwIfResNotOk(response);
  } else {
    response = await apiRequest("DELETE", url);
  }
  const business = (await response.json()) as BusinessDetail;
  queryClient.setQueryData(directoryQueryKeys.detail(business.slug), business);
  refreshLists();
  return business;
}
