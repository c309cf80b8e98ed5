import { z } from "zod";
import { cursorPage, cursorParam, errorResponses, idParam, isoDateTime, pageLimit } from "./common";
import { defineEndpoint } from "./endpoint";

/** Issue 14: what a notification can be about. */
export const NOTIFICATION_TYPES = [
  "connection_request",
  "connection_accepted",
  "message",
  "referral_received",
  "referral_answered",
  "order_status",
  "post_comment",
  "post_like",
  "business_review",
  "team_invitation",
  "mention",
  "moderation",
  "service_review_reply",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types e-mailed unless the member switches them off. */
export const EMAIL_ON_BY_DEFAULT: readonly NotificationType[] = [
  "connection_request",
  "message",
  "referral_received",
  "team_invitation",
];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  connection_request: "Connection requests",
  connection_accepted: "Accepted connection requests",
  message: "New messages",
  referral_received: "Referrals sent to you",
  referral_answered: "Answers to your referrals",
  order_status: "Changes to your service orders",
  post_comment: "Comments on your posts",
  post_like: "Likes on your posts",
  business_review: "Reviews of your businesses",
  team_invitation: "Invitations to join a business's team",
  mention: "Mentions of you in posts",
  moderation: "Moderators' decisions on what you reported or wrote",
  service_review_reply: "The agency's replies to your reviews of services",
};

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Ids are PostgreSQL integers. */

export const notificationListQuerySchema = z.strictObject({
  limit: pageLimit(NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX),
  cursor: cursorParam,
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationActorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  createdAt: isoDateTime,
  actor: notificationActorSchema.nullable(),
  text: z.string(),
  /** The app path that shows what the notification is about. */
  link: z.string(),
});
export type Notification = z.input<typeof notificationSchema>;

export const notificationListSchema = cursorPage("notifications", notificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationList = z.input<typeof notificationListSchema>;

export const markNotificationsReadSchema = z.union([
  z.strictObject({ ids: z.array(idParam("Notification id", "body")).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.input<typeof markNotificationsReadSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.input<typeof unreadCountSchema>;

const emailSwitches = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.boolean()])) as Record<
  NotificationType,
  z.ZodBoolean
>;

export const notificationPreferencesSchema = z.object({ email: z.object(emailSwitches) });
export type NotificationPreferences = z.input<typeof notificationPreferencesSchema>;

/** PUT: any subset of the types; the others keep their current value. */
export const updateNotificationPreferencesSchema = z.strictObject({
  email: z.strictObject(emailSwitches).partial(),
});
export type UpdateNotificationPreferences = z.input<typeof updateNotificationPreferencesSchema>;

/** The live stream's event names (GET /api/events). */
export const LIVE_EVENT_NOTIFICATION = "notification";
/** Sent to a member's other streams when they mark notifications read, with the new unreadCount. */
export const LIVE_EVENT_READ = "read";

const notificationTags = ["notifications"] as const;

/** /api/notifications: the signed-in member's notifications and e-mail switches (decision 0018). */
export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    method: "GET",
    path: "/api/notifications",
    operationId: "listNotifications",
    summary: "The signed-in member's notifications, newest first, with the unread count",
    tags: notificationTags,
    access: "member",
    query: notificationListQuerySchema,
    status: 200,
    response: notificationListSchema,
    errors: errorResponses(400, 401),
    list: "notifications",
  }),
  markNotificationsRead: defineEndpoint({
    method: "POST",
    path: "/api/notifications/read",
    operationId: "markNotificationsRead",
    summary: "Mark some notifications (or all of them) read; answers the new unread count",
    tags: notificationTags,
    access: "member",
    body: markNotificationsReadSchema,
    status: 200,
    response: unreadCountSchema,
    errors: errorResponses(400, 401),
  }),
  readNotificationPreferences: defineEndpoint({
    method: "GET",
    path: "/api/notifications/preferences",
    operationId: "readNotificationPreferences",
    summary: "Which notification types the member is e-mailed about",
    tags: notificationTags,
    access: "member",
    status: 200,
    response: notificationPreferencesSchema,
    errors: errorResponses(400, 401),
  }),
  updateNotificationPreferences: defineEndpoint({
    method: "PUT",
    path: "/api/notifications/preferences",
    operationId: "updateNotificationPreferences",
    summary: "Switch e-mails on or off for any of the notification types",
    tags: notificationTags,
    access: "member",
    body: updateNotificationPreferencesSchema,
    status: 200,
    response: notificationPreferencesSchema,
    errors: errorResponses(400, 401),
  }),
};
