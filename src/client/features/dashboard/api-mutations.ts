import {
  CONNECTION_REQUEST_MESSAGE,
  type Connection,
  type ConnectionRequest,
  type ConnectionUpdateStatus,
  type CreatedConnection,
} from "@shared/contracts/connections";
import type { Message, SendMessageRequest, SentMessage } from "@shared/contracts/messages";
import type { CreateOpportunityRequest, Opportunity } from "@shared/contracts/opportunities";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { dashboardQueryKeys, type MessagePages, type OpportunityPages } from "./api";

const refreshStats = () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.stats });

/** After a request: the connections list and the insights change, and the member leaves the suggestions. */
export function refreshAfterConnectionRequest() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.connections }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.networkInsights }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.recommendations }),
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
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.connections }),
        refreshStats(),
      ]);
    },
  });
}

function updateMessage(id: number, change: Partial<Message>) {
  queryClient.setQueryData<MessagePages>(dashboardQueryKeys.messages, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.map((message) =>
              message.id === id ? { ...message, ...change } : message,
            ),
          })),
        }
      : data,
  );
}

export function useMarkMessageRead() {
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await apiRequest("PATCH", `/api/messages/${id}/read`);
      return (await res.json()) as Message;
    },
    onSuccess: async (message) => {
      updateMessage(message.id, { unread: false });
      await refreshStats();
    },
  });
}

export function useSendMessage() {
  return useMutation({
    mutationFn: async (input: SendMessageRequest) => {
      const res = await apiRequest("POST", "/api/messages", input);
      return (await res.json()) as SentMessage;
    },
  });
}

function updateOpportunity(id: number, change: Partial<Opportunity>) {
  queryClient.setQueryData<OpportunityPages>(dashboardQueryKeys.opportunities, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            opportunities: page.opportunities.map((item) => (item.id === id ? { ...item, ...change } : item)),
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
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.opportunities }),
        refreshStats(),
      ]);
    },
  });
}
