import {
  CONNECTION_REQUEST_MESSAGE,
  type Connection,
  type ConnectionList,
  type ConnectionRequest,
  type ConnectionUpdateStatus,
  type CreatedConnection,
} from "@shared/contracts/connections";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { refreshDashboardStats } from "@/features/dashboard/api";
import { refreshSuggestions } from "@/features/matching/api";
import { apiRequest, getJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const connectionQueryKeys = {
  connections: ["/api/connections"] as const,
};

export const CONNECTIONS_PAGE_SIZE = 50;

export function useConnections() {
  return useInfiniteQuery({
    queryKey: connectionQueryKeys.connections,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<ConnectionList>(`/api/connections?limit=${CONNECTIONS_PAGE_SIZE}&offset=${pageParam}`, signal),
    getNextPageParam: (last) => last.nextOffset,
  });
}

/** After a request: the connections list and the insights change, and the member leaves the suggestions. */
export function refreshAfterConnectionRequest() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionQueryKeys.connections }),
    refreshSuggestions(),
  ]);
}

/** POST /api/connections/request with the fixed invitation; the dashboard's Connect calls it directly. */
export async function sendConnectionRequest(toUserId: number): Promise<CreatedConnection> {
  const body: ConnectionRequest = { toUserId, message: CONNECTION_REQUEST_MESSAGE };
  const res = await apiRequest("POST", "/api/connections/request", body);
  return (await res.json()) as CreatedConnection;
}

/** The sidebar's Connect: the same call as a mutation. */
export function useSendConnectionRequest() {
  return useMutation({
    mutationFn: sendConnectionRequest,
    onSuccess: () => refreshAfterConnectionRequest(),
  });
}

/** Accept or decline an incoming request, or withdraw an outgoing one. */
export function useUpdateConnection() {
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: ConnectionUpdateStatus }) => {
      const res = await apiRequest("PATCH", `/api/connections/${id}`, { status });
      return (await res.json()) as Connection;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: connectionQueryKeys.connections }),
        refreshDashboardStats(),
        refreshSuggestions(),
      ]);
    },
  });
}
