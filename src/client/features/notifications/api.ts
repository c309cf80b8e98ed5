import {
  type MarkNotificationsRead,
  notificationsEndpoints,
  type UpdateNotificationPreferences,
} from "@shared/contracts/notifications";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, useList } from "@/lib/endpoint-client";
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
    queryFn: ({ signal }) =>
      call(notificationsEndpoints.listNotifications, { query: { limit: POPOVER_SIZE } }, { signal }),
    enabled: isEnabled,
  });
}

/** The Notifications page, page by page ('Load more'); the unread count comes with the latest (above). */
export function useNotificationPages() {
  return useList(
    notificationsEndpoints.listNotifications,
    { limit: PAGE_SIZE },
    { queryKey: notificationQueryKeys.pages },
  );
}

export const refreshNotifications = () =>
  queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: (request: MarkNotificationsRead) =>
      call(notificationsEndpoints.markNotificationsRead, { body: request }),
    onSuccess: () => refreshNotifications(),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationQueryKeys.preferences,
    queryFn: ({ signal }) => call(notificationsEndpoints.readNotificationPreferences, {}, { signal }),
  });
}

export function useUpdateNotificationPreferences() {
  return useMutation({
    mutationFn: (update: UpdateNotificationPreferences) =>
      call(notificationsEndpoints.updateNotificationPreferences, { body: update }),
    onSuccess: (preferences) => queryClient.setQueryData(notificationQueryKeys.preferences, preferences),
  });
}
