import type {
  MarkNotificationsRead,
  NotificationList,
  NotificationPreferences,
  UnreadCount,
  UpdateNotificationPreferences,
} from "@shared/contracts/notifications";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const notificationQueryKeys = {
  all: ["/api/notifications"] as const,
  latest: ["/api/notifications", "latest"] as const,
  pages: ["/api/notifications", "pages"] as const,
  preferences: ["/api/notifications/preferences"] as const,
};

/** The bell's popover: the newest notifications and the unread count. Live events refresh it. */
export const POPOVER_SIZE = 8;
export const PAGE_SIZE = 20;

export function useLatestNotifications(isEnabled = true) {
  return useQuery({
    queryKey: notificationQueryKeys.latest,
    queryFn: ({ signal }) => getJson<NotificationList>(`/api/notifications?limit=${POPOVER_SIZE}`, signal),
    enabled: isEnabled,
  });
}

export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationQueryKeys.pages,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<NotificationList>(
        `/api/notifications?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const refreshNotifications = () =>
  queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: async (request: MarkNotificationsRead) => {
      const res = await apiRequest("POST", "/api/notifications/read", request);
      return (await res.json()) as UnreadCount;
    },
    onSuccess: () => refreshNotifications(),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationQueryKeys.preferences,
    queryFn: ({ signal }) => getJson<NotificationPreferences>("/api/notifications/preferences", signal),
  });
}

export function useUpdateNotificationPreferences() {
  return useMutation({
    mutationFn: async (update: UpdateNotificationPreferences) => {
      const res = await apiRequest("PUT", "/api/notifications/preferences", update);
      return (await res.json()) as NotificationPreferences;
    },
    onSuccess: (preferences) => queryClient.setQueryData(notificationQueryKeys.preferences, preferences),
  });
}
