import type { Message, MessageList, SendMessageRequest, SentMessage } from "@shared/contracts/messages";
import { type InfiniteData, useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { refreshDashboardStats } from "@/features/dashboard/api";
import { apiRequest, getJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const messageQueryKeys = {
  messages: ["/api/messages"] as const,
};

export const MESSAGES_PAGE_SIZE = 20;

type MessagePages = InfiniteData<MessageList, string | null>;

export function useMessages() {
  return useInfiniteQuery({
    queryKey: messageQueryKeys.messages,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<MessageList>(
        `/api/messages?limit=${MESSAGES_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

function updateMessage(id: number, change: Partial<Message>) {
  queryClient.setQueryData<MessagePages>(messageQueryKeys.messages, (data) =>
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
      await refreshDashboardStats();
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
