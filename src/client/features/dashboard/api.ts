import type { ConnectionList } from "@shared/contracts/connections";
import type { DashboardRecommendation, DashboardStats } from "@shared/contracts/dashboard";
import type { MessageList } from "@shared/contracts/messages";
import type { NetworkInsights } from "@shared/contracts/network";
import type { OpportunityList } from "@shared/contracts/opportunities";
import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { throwIfResNotOk } from "@/lib/api-request";

/** Query keys of the dashboard; mutations in api-mutations.ts invalidate or update them. */
export const dashboardQueryKeys = {
  stats: ["/api/dashboard/stats"] as const,
  connections: ["/api/connections"] as const,
  messages: ["/api/messages"] as const,
  opportunities: ["/api/opportunities/detailed"] as const,
  recommendations: ["/api/dashboard/recommendations"] as const,
  networkInsights: ["/api/network/insights"] as const,
};

export const CONNECTIONS_PAGE_SIZE = 50;
export const MESSAGES_PAGE_SIZE = 20;
export const OPPORTUNITIES_PAGE_SIZE = 10;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardQueryKeys.stats });
}

export type ConnectionPages = InfiniteData<ConnectionList, number>;
export type MessagePages = InfiniteData<MessageList, string | null>;
export type OpportunityPages = InfiniteData<OpportunityList, number>;

export function useConnections() {
  return useInfiniteQuery({
    queryKey: dashboardQueryKeys.connections,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<ConnectionList>(`/api/connections?limit=${CONNECTIONS_PAGE_SIZE}&offset=${pageParam}`, signal),
    getNextPageParam: (last) => last.nextOffset,
  });
}

export function useMessages() {
  return useInfiniteQuery({
    queryKey: dashboardQueryKeys.messages,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<MessageList>(
        `/api/messages?limit=${MESSAGES_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useOpportunities() {
  return useInfiniteQuery({
    queryKey: dashboardQueryKeys.opportunities,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<OpportunityList>(
        `/api/opportunities/detailed?limit=${OPPORTUNITIES_PAGE_SIZE}&offset=${pageParam}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextOffset,
  });
}

export function useRecommendations() {
  return useQuery<DashboardRecommendation[]>({ queryKey: dashboardQueryKeys.recommendations });
}

/** Only asked for when signed in (document 1 section 7). */
export function useNetworkInsights({ enabled }: { enabled: boolean }) {
  return useQuery<NetworkInsights>({ queryKey: dashboardQueryKeys.networkInsights, enabled });
}
