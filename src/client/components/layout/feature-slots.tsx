/**
 * The registry of what the layout shows from features: the only file under components/ that imports a
 * feature, and only its index.ts or api.ts (src/client/feature-boundaries.test.ts). The first four
 * are in the landing page's entry chunk; the rest are lazy, fetched when a signed-in member needs them.
 */
import { lazy } from "react";
import { VerifyEmailBanner } from "@/features/auth";
import { AdBanner } from "@/features/banners";
import { PlatformAnnouncement } from "@/features/settings";
import { useIsRegistrationOpen } from "@/features/settings/api";

export { AdBanner, PlatformAnnouncement, useIsRegistrationOpen, VerifyEmailBanner };

export const NotificationBell = lazy(() =>
  import("@/features/notifications").then((module) => ({ default: module.NotificationBell })),
);
export const NavSearch = lazy(() =>
  import("@/features/search").then((module) => ({ default: module.NavSearch })),
);
export const MessagingLink = lazy(() =>
  import("@/features/messages").then((module) => ({ default: module.MessagingLink })),
);
export const EditProfileDialog = lazy(() =>
  import("@/features/profiles").then((module) => ({ default: module.EditProfileDialog })),
);

/** The phone's bottom bar with the live unread counts of messages and notifications. */
export const PhoneBottomNav = lazy(async () => {
  const [{ BottomNav }, { useUnreadMessageCount }, { useLatestNotifications }] = await Promise.all([
    import("./bottom-nav"),
    import("@/features/messages/api"),
    import("@/features/notifications/api"),
  ]);
  // biome-ignore lint/correctness/noComponentHookFactories: React.lazy runs this factory once, so the component is made once.
  function PhoneBottomNav() {
    const messages = useUnreadMessageCount().data ?? 0;
    const notifications = useLatestNotifications().data?.unreadCount ?? 0;
    return <BottomNav counts={{ messages, notifications }} />;
  }
  return { default: PhoneBottomNav };
});
