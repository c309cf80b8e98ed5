import {
  CONNECTION_REQUEST_MESSAGE,
  type ConnectionListView,
  type ConnectionSort,
  type ConnectionUpdateStatus,
  type CreatedConnection,
  connectionEndpoints,
} from "@shared/contracts/connections";
import { useMutation, useQuery } from "@tanstack/react-query";
import { refreshSuggestions } from "@/features/matching/api";
import { refreshDashboardStats } from "@/lib/dashboard-stats";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const connectionQueryKeys = {
  connections: ["/api/connections"] as const,
  view: (view: ConnectionListView, search: string, sort: ConnectionSort) =>
    ["/api/connections", view, search, sort] as const,
};

export const CONNECTIONS_PAGE_SIZE = 50;

/** Every connection in both directions, requests to answer first (the dashboard tab, New Message). */
export function useConnections() {
  return useList(
    connectionEndpoints.listConnections,
    { limit: CONNECTIONS_PAGE_SIZE },
    { queryKey: connectionQueryKeys.connections },
  );
}

/** One view of My Network: received or sent requests, or the connections searched and sorted. */
export function useConnectionView(view: ConnectionListView, search = "", sort: ConnectionSort = "recent") {
  const trimmed = search.trim();
  return useList(
    connectionEndpoints.listConnections,
    { view, sort, limit: CONNECTIONS_PAGE_SIZE, ...(trimmed ? { search: trimmed } : {}) },
    { queryKey: connectionQueryKeys.view(view, trimmed, sort) },
  );
}

/** After a request: the connections list and the insights change, and the member leaves the suggestions. */
export function refreshAfterConnectionRequest() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionQueryKeys.connections }),
    refreshSuggestions(),
  ]);
}

/**
 * POST /api/connections/request. The dashboard's and the sidebars' Connect send the fixed invitation;
 * the profile's Connect sends the member's own note, or none (null).
 */
export async function sendConnectionRequest(
  toUserId: number,
  message: string | null = CONNECTION_REQUEST_MESSAGE,
): Promise<CreatedConnection> {
  return call(connectionEndpoints.requestConnection, {
    body: message === null ? { toUserId } : { toUserId, message },
  });
}

/** The sidebar's Connect: the same call as a mutation. */
export function useSendConnectionRequest() {
  return useMutation({
    mutationFn: (toUserId: number) => sendConnectionRequest(toUserId),
    onSuccess: () => refreshAfterConnectionRequest(),
  });
}

async function refreshAfterAnswer() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionQueryKeys.connections }),
    queryClient.invalidateQueries({ queryKey: ["/api/connections/with"] }),
    refreshDashboardStats(),
    refreshSuggestions(),
  ]);
}

/** Accept or decline an incoming request; a withdrawal goes through DELETE (useWithdrawConnectionRequest). */
export function useUpdateConnection() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ConnectionUpdateStatus }) =>
      status === "withdrawn"
        ? call(connectionEndpoints.withdrawConnectionRequest, { params: { id } })
        : call(connectionEndpoints.updateConnection, { params: { id }, body: { status } }),
    onSuccess: refreshAfterAnswer,
  });
}

/** The sender takes back a pending request (DELETE /api/connections/{id}). */
export function useWithdrawConnectionRequest() {
  return useMutation({
    mutationFn: (id: number) => call(connectionEndpoints.withdrawConnectionRequest, { params: { id } }),
    onSuccess: refreshAfterAnswer,
  });
}

const standingKey = (memberId: number) => ["/api/connections/with", memberId] as const;

/** Where the signed-in member stands with another member (for the Connect button on a profile). */
export function useConnectionStanding(memberId: number) {
  return useQuery({
    queryKey: standingKey(memberId),
    queryFn: ({ signal }) =>
      call(connectionEndpoints.readConnectionStanding, { params: { memberId } }, { signal }),
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

export { connectFailureText } from "./connect-feedback";
