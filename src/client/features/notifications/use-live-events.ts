import type { Notification } from "@shared/contracts/notifications";
import { useEffect } from "react";
import { connectionQueryKeys } from "@/features/connections/api";
import { messageQueryKeys } from "@/features/messages/api";
import { referralQueryKeys } from "@/features/referrals/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { refreshNotifications } from "./api";

/** The lists each notification type changes: they refresh when its event arrives. */
function refreshListsFor(notification: Notification) {
  switch (notification.type) {
    case "connection_request":
    case "connection_accepted":
      return queryClient.invalidateQueries({ queryKey: connectionQueryKeys.connections });
    case "message":
      return queryClient.invalidateQueries({ queryKey: messageQueryKeys.all });
    case "referral_received":
    case "referral_answered":
      return Promise.all(
        Object.values(referralQueryKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    default:
      return undefined;
  }
}

/** Whether the page on screen is the one a notification links to (a conversation, say). */
function isOnScreen(link: string): boolean {
  return window.location.pathname === link.split(/[?#]/)[0];
}

/**
 * While signed in, one EventSource on /api/events: each notification refreshes the bell and the
 * lists it concerns, and a new message is announced by a toast (unless its conversation is on screen). The browser reconnects by itself
 * and sends Last-Event-ID, so the server replays what was missed.
 */
export function useLiveEvents(isSignedIn: boolean) {
  useEffect(() => {
    if (!isSignedIn || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    const handleNotification = (event: MessageEvent<string>) => {
      const notification = JSON.parse(event.data) as Notification;
      void refreshNotifications();
      void refreshListsFor(notification);
      // No toast for the conversation already on screen: the message shows in it, and a toast would cover Send.
      if (notification.type === "message" && !isOnScreen(notification.link))
        toast({ title: "New message", description: notification.text });
    };
    const handleRead = () => void refreshNotifications();
    // After a reconnect the count may have moved while the stream was away.
    const handleOpen = () => void refreshNotifications();
    source.addEventListener("notification", handleNotification);
    source.addEventListener("read", handleRead);
    source.addEventListener("open", handleOpen);
    return () => source.close();
  }, [isSignedIn]);
}
