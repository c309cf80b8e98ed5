import { inArray } from "drizzle-orm";
import type { NotificationType } from "../../../shared/contracts/notifications";
import type { Config } from "../../config";
import type { DbExecutor } from "../../db/client";
import { type NotificationData, users } from "../../db/schema";
import { appLink, type MailOutbox, sendMail } from "../../mail/send-mail";
import { wantsEmail } from "./notification-preferences.service";
import { notificationText } from "./notification-text";

/**
 * The app's notification e-mail: on (with the address its links point to) when the app runs with
 * SMTP_URL, else null. Unlike sign-in mail, a notification is never written to the log instead.
 * Built once by buildApp (in its outbox, jobs/outbox.ts) and passed down to createNotification.
 */
export type NotificationMail = Pick<Config, "appUrl"> | null;

/** What creating a notification needs to e-mail it: the settings above and the app's mail queue. */
export type NotificationOutbox = MailOutbox & { readonly notificationMail: NotificationMail };

export function notificationMailOf(config: Pick<Config, "smtpUrl" | "appUrl">): NotificationMail {
  return config.smtpUrl ? { appUrl: config.appUrl } : null;
}

type Mailable = {
  recipientId: number;
  type: NotificationType;
  actorId: number | null;
  actorCount: number;
  link: string;
  data: NotificationData;
};

/**
 * Queues the e-mail of a notification, in the caller's transaction, when mail is configured and the
 * recipient wants this type by e-mail. The pg-boss job sends (and retries) it after the commit.
 */
export async function mailNotification(tx: DbExecutor, outbox: NotificationOutbox, notification: Mailable) {
  const settings = outbox.notificationMail;
  if (!settings) return;
  // A folded notification (a second unread message, a fifth like) was already e-mailed once.
  if (notification.actorCount > 1) return;
  if (!(await wantsEmail(tx, notification.recipientId, notification.type))) return;
  const ids =
    notification.actorId === null
      ? [notification.recipientId]
      : [notification.recipientId, notification.actorId];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const recipient = people.find((person) => person.id === notification.recipientId);
  if (!recipient?.isActive) return;
  const actor =
    notification.actorId === null ? undefined : people.find((person) => person.id === notification.actorId);
  const text = notificationText({
    type: notification.type,
    actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
    actorCount: notification.actorCount,
    data: notification.data,
  });
  await sendMail(outbox, tx, {
    to: recipient.email,
    subject: text.length > 120 ? `${text.slice(0, 119)}…` : text,
    text: [
      `Hello ${recipient.firstName},`,
      "",
      `${text}.`,
      "",
      `See it on Netwise: ${appLink(settings, notification.link)}`,
      "",
      `You can choose which notifications are e-mailed to you: ${appLink(settings, "/notifications")}`,
    ].join("\n"),
  });
}
