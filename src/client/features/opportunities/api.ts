import type { CreateOpportunityRequest, Opportunity } from "@shared/contracts/opportunities";
import { type InfiniteData, useMutation } from "@tanstack/react-query";
import { refreshDashboardStats } from "@/features/dashboard/api";
import { apiRequest, type CursorPage } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";

export const opportunityQueryKeys = {
  opportunities: ["/api/opportunities/detailed"] as const,
};

export const OPPORTUNITIES_PAGE_SIZE = 10;

type OpportunityPages = InfiniteData<CursorPage<Opportunity>, string | null>;

export function useOpportunities() {
  return useCursorPages<Opportunity>({
    queryKey: opportunityQueryKeys.opportunities,
    path: "/api/opportunities/detailed",
    key: "opportunities",
    params: { limit: OPPORTUNITIES_PAGE_SIZE },
  });
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
    mutationFn: async ({ id, isSaved }: { id: number; isSaved: boolean }) => {
      await apiRequest(isSaved ? "PUT" : "DELETE", `/api/opportunities/${id}/save`);
      return { id, isSaved };
    },
    onMutate: ({ id, isSaved }) => updateOpportunity(id, { isSaved }),
    onError: (_error, { id, isSaved }) => updateOpportunity(id, { isSaved: !isSaved }),
  });
}

export function useApplyToOpportunity() {
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: string }) => {
      await apiRequest("POST", `/api/opportunities/${id}/apply`, { note });
      return id;
    },
    onSuccess: (id) => updateOpportunity(id, { hasApplied: true }),
  });
}

export function useCreateOpportunity() {
  return useMutation({
    mutationFn: async (input: CreateOpportunityRequest) => {
      const res = await apiRequest("POST", "/api/opportunities", input);
      return (await res.json()) as Opportunity;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: opportunityQueryKeys.opportunities }),
        refreshDashboardStats(),
      ]);
    },
  });
}
