import {
  messagesEndpoints,
  type SendMessageRequest,
  type Thread,
  type ThreadMessage,
} from "@shared/contracts/messages";
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { refreshDashboardStats } from "@/lib/dashboard-stats";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

/** Every messages query starts with `all`, so one invalidation (a live `message` event) refreshes them. */
export const messageQueryKeys = {
  all: ["/api/messages"] as const,
  conversations: ["/api/messages", "conversations"] as const,
  thread: (memberId: number) => ["/api/messages", "thread", memberId] as const,
  canSend: (memberId: number) => ["/api/messages", "can-send", memberId] as const,
  unreadCount: ["/api/messages", "unread-count"] as const,
};

export const CONVERSATIONS_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;

export const refreshMessages = () => queryClient.invalidateQueries({ queryKey: messageQueryKeys.all });

/** The member's conversations, newest first. */
export function useConversations() {
  return useList(
    messagesEndpoints.listConversations,
    { limit: CONVERSATIONS_PAGE_SIZE },
    { queryKey: messageQueryKeys.conversations },
  );
}

/**
 * One conversation, newest message first. Each page is kept whole (not through useCursorPages)
 * because the thread's answer also carries the other member and whether one may write to them.
 */
export function useThread(memberId: number) {
  return useInfiniteQuery({
    queryKey: messageQueryKeys.thread(memberId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        messagesEndpoints.readConversation,
        { params: { memberId }, query: { limit: THREAD_PAGE_SIZE, cursor: pageParam ?? undefined } },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Whether the signed-in member may write to this member (they are connected): the profile's Message. */
export function useCanMessage(memberId: number) {
  return useQuery({
    queryKey: messageQueryKeys.canSend(memberId),
    queryFn: async ({ signal }) =>
      (
        await call(
          messagesEndpoints.readConversation,
          { params: { memberId }, query: { limit: 1 } },
          { signal },
        )
      ).canSend,
  });
}

/** Appends the sent message to the open thread at once; the refetch that follows confirms it. */
function addToThread(memberId: number, message: ThreadMessage) {
  queryClient.setQueryData<InfiniteData<Thread, string | null>>(messageQueryKeys.thread(memberId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || first.messages.some((item) => item.id === message.id)) return data;
    return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
  });
}

/** Sends as the signed-in member (`senderId`, to show the message as theirs before the refetch). */
export function useSendMessage(senderId: number) {
  return useMutation({
    mutationFn: (input: SendMessageRequest) => call(messagesEndpoints.sendMessage, { body: input }),
    onSuccess: async (sent) => {
      addToThread(sent.recipientId, { ...sent, senderId, read: false });
      await refreshMessages();
    },
  });
}

/** Opening a thread marks the other member's messages and their notification read. */
export function useMarkThreadRead() {
  return useMutation({
    mutationFn: (memberId: number) => call(messagesEndpoints.markConversationRead, { params: { memberId } }),
    onSuccess: async ({ read }) => {
      if (read === 0) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageQueryKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: messageQueryKeys.unreadCount }),
        refreshDashboardStats(),
      ]);
    },
  });
}

/**
 * How many messages to the member are unread: the Messaging badge. Live: a `message` event refreshes
 * every messages query (this one included), and reading a thread refreshes it.
 */
export function useUnreadMessageCount(isSignedIn = true) {
  return useQuery({
    queryKey: messageQueryKeys.unreadCount,
    queryFn: ({ signal }) => call(messagesEndpoints.countUnreadMessages, {}, { signal }),
    select: (data) => data.unreadCount,
    enabled: isSignedIn,
  });
}
