import {
  CONNECTION_REQUEST_MESSAGE,
  type Connection,
  type ConnectionRequest,
  type ConnectionStanding,
  type ConnectionUpdateStatus,
  type CreatedConnection,
} from "@shared/contracts/connections";
import { useMutation, useQuery } from "@tanstack/react-query";
import { refreshDashboardStats } from "@/features/dashboard/api";
import { refreshSuggestions } from "@/features/matching/api";
import { apiRequest, getJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useCursorPages } from "@/lib/use-cursor-pages";

export const connectionQueryKeys = {
  connections: ["/api/connections"] as const,
};

export const CONNECTIONS_PAGE_SIZE = 50;

export function useConnections() {
  return useCursorPages<Connection>({
    queryKey: connectionQueryKeys.connections,
    path: "/api/connections",
    key: "connections",
    params: { limit: CONNECTIONS_PAGE_SIZE },
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

const standingKey = (memberId: number) => ["/api/connections/with", memberId] as const;

/** Where the signed-in member stands with another member (for the Connect button on a profile). */
export function useConnectionStanding(memberId: number) {
  return useQuery({
    queryKey: standingKey(memberId),
    queryFn: ({ signal }) => getJson<ConnectionStanding>(`/api/connections/with/${memberId}`, signal),
  });
}

/** After a Connect or an answer on a profile: its standing, the lists and whether Message shows. */
export function refreshStanding(memberId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: standingKey(memberId) }),
    queryClient.invalidateQueries({ queryKey: ["/api/messages"] }),
    refreshAfterConnectionRequest(),
  ]);
}
