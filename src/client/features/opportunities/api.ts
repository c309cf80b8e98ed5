import {
  type CreateOpportunityRequest,
  type Opportunity,
  opportunitiesEndpoints,
} from "@shared/contracts/opportunities";
import { type InfiniteData, useMutation } from "@tanstack/react-query";
import type { CursorPage } from "@/lib/api-request";
import { refreshDashboardStats } from "@/lib/dashboard-stats";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const opportunityQueryKeys = {
  opportunities: ["/api/opportunities/detailed"] as const,
};

export const OPPORTUNITIES_PAGE_SIZE = 10;

type OpportunityPages = InfiniteData<CursorPage<Opportunity>, string | null>;

export function useOpportunities() {
  return useList(
    opportunitiesEndpoints.listOpportunities,
    { limit: OPPORTUNITIES_PAGE_SIZE },
    { queryKey: opportunityQueryKeys.opportunities },
  );
}

function updateOpportunity(id: number, change: Partial<Opportunity>) {
  queryClient.setQueryData<OpportunityPages>(opportunityQueryKeys.opportunities, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
          })),
        }
      : data,
  );
}

/** Save or unsave; the mark shows at once and is put back if the server refuses. */
export function useToggleSaved() {
  return useMutation({
    mutationFn: ({ id, isSaved }: { id: number; isSaved: boolean }) =>
      call(isSaved ? opportunitiesEndpoints.saveOpportunity : opportunitiesEndpoints.unsaveOpportunity, {
        params: { id },
      }),
    onMutate: ({ id, isSaved }) => updateOpportunity(id, { isSaved }),
    onError: (_error, { id, isSaved }) => updateOpportunity(id, { isSaved: !isSaved }),
  });
}

export function useApplyToOpportunity() {
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: string }) => {
      await call(opportunitiesEndpoints.applyToOpportunity, { params: { id }, body: { note } });
      return id;
    },
    onSuccess: (id) => updateOpportunity(id, { hasApplied: true }),
  });
}

export function useCreateOpportunity() {
  return useMutation({
    mutationFn: (input: CreateOpportunityRequest) =>
      call(opportunitiesEndpoints.createOpportunity, { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: opportunityQueryKeys.opportunities }),
        refreshDashboardStats(),
      ]);
    },
  });
}
