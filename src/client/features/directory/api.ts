import {
  type AddEmployeeRequest,
  BUSINESS_IMAGE_ENDPOINTS,
  type Business,
  type BusinessDetail,
  type BusinessImageKind,
  type BusinessListQuery,
  type BusinessRating,
  type CreateBusinessRequest,
  type CreateReviewRequest,
  directoryEndpoints,
  type TeamInvitation,
  type UpdateBusinessRequest,
  type UpdateReviewRequest,
} from "@shared/contracts/directory";
import { type InfiniteData, useMutation, useQuery } from "@tanstack/react-query";
import type { CursorPage } from "@/lib/api-request";
import { call, upload, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
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
  const query: Omit<BusinessListQuery, "cursor"> = Object.fromEntries(directoryApiParams(filters));
  return useList(directoryEndpoints.listBusinesses, query, { queryKey: directoryQueryKeys.list(filters) });
}

export function flattenBusinesses(data: InfiniteData<CursorPage<Business>> | undefined): Business[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** My Businesses: only asked for when signed in. */
export function useMyBusinesses(enabled: boolean) {
  return useQuery({
    queryKey: directoryQueryKeys.mine,
    queryFn: ({ signal }) => call(directoryEndpoints.listOwnBusinesses, {}, { signal }),
    enabled,
  });
}

export function useBusiness(slug: string) {
  return useQuery({
    queryKey: directoryQueryKeys.detail(slug),
    queryFn: ({ signal }) => call(directoryEndpoints.readBusiness, { params: { slug } }, { signal }),
  });
}

export function useBusinessReviews(id: number) {
  return useList(
    directoryEndpoints.listBusinessReviews,
    {},
    {
      queryKey: directoryQueryKeys.reviews(id),
      params: { id },
    },
  );
}

export function useBusinessTeam(id: number) {
  return useQuery({
    queryKey: directoryQueryKeys.team(id),
    queryFn: ({ signal }) => call(directoryEndpoints.listBusinessTeam, { params: { id } }, { signal }),
  });
}

/** Lists and My Businesses show changed figures after any edit. */
function refreshLists() {
  void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.lists });
  void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.mine });
}

export function useCreateBusiness() {
  return useMutation({
    mutationFn: (body: CreateBusinessRequest) => call(directoryEndpoints.createBusiness, { body }),
    onSuccess: (business) => {
      queryClient.setQueryData(directoryQueryKeys.detail(business.slug), business);
      refreshLists();
    },
  });
}

export function useUpdateBusiness(id: number) {
  return useMutation({
    mutationFn: (body: UpdateBusinessRequest) =>
      call(directoryEndpoints.updateBusiness, { params: { id }, body }),
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
    mutationFn: (body: CreateReviewRequest) =>
      call(directoryEndpoints.createBusinessReview, { params: { id: business.id }, body }),
    onSuccess: (result) => applyRating(business.slug, business.id, result.business, true),
  });
}

export function useUpdateReview(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: UpdateReviewRequest }) =>
      call(directoryEndpoints.updateBusinessReview, { params: { id: business.id, reviewId }, body }),
    onSuccess: (result) => applyRating(business.slug, business.id, result.business, true),
  });
}

export function useDeleteReview(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: (reviewId: number) =>
      call(directoryEndpoints.deleteBusinessReview, { params: { id: business.id, reviewId } }),
    onSuccess: (result) => applyRating(business.slug, business.id, result.business, false),
  });
}

export function useAddTeamMember(businessId: number) {
  return useMutation({
    mutationFn: (body: AddEmployeeRequest) =>
      call(directoryEndpoints.inviteTeamMember, { params: { id: businessId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.team(businessId) }),
  });
}

/** The signed-in member's open invitations to businesses' teams. */
export function useTeamInvitations(enabled: boolean) {
  return useQuery({
    queryKey: directoryQueryKeys.invitations,
    queryFn: ({ signal }) => call(directoryEndpoints.listTeamInvitations, {}, { signal }),
    enabled,
  });
}

/** Accepts or declines an invitation; the member's lists and the business's team follow. */
export function useAnswerInvitation() {
  return useMutation({
    mutationFn: async ({ invitation, accept }: { invitation: TeamInvitation; accept: boolean }) => {
      const endpoint = accept
        ? directoryEndpoints.acceptTeamInvitation
        : directoryEndpoints.declineTeamInvitation;
      await call(endpoint, { params: { id: invitation.id } });
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
      await call(directoryEndpoints.leaveBusinessTeam, { params: { id: business.id } });
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
      await call(directoryEndpoints.removeTeamMember, { params: { id: businessId, employeeId } });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: directoryQueryKeys.team(businessId) }),
  });
}

export function useFavorite(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: (isFavorite: boolean) =>
      call(isFavorite ? directoryEndpoints.favoriteBusiness : directoryEndpoints.unfavoriteBusiness, {
        params: { id: business.id },
      }),
    onSuccess: ({ isFavorite }) => {
      queryClient.setQueryData<BusinessDetail>(directoryQueryKeys.detail(business.slug), (current) =>
        current ? { ...current, viewer: { ...current.viewer, isFavorite } } : current,
      );
    },
  });
}

export function useContactBusiness(business: Pick<BusinessDetail, "id" | "slug">) {
  return useMutation({
    mutationFn: (message: string) =>
      call(directoryEndpoints.contactBusiness, { params: { id: business.id }, body: { message } }),
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
  const endpoints = BUSINESS_IMAGE_ENDPOINTS[kind];
  const params = { id: businessId };
  const business = file
    ? await upload(endpoints.upload, file, { params })
    : await call(endpoints.remove, { params });
  queryClient.setQueryData(directoryQueryKeys.detail(business.slug), business);
  refreshLists();
  return business;
}
