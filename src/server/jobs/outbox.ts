import type { Config } from "../config";
import type { MailQueue } from "../mail/mail-queue";
import type { MailOutbox } from "../mail/send-mail";
import type { AutomationOutbox } from "../modules/automation/automation-events";
import type { AutomationQueue } from "../modules/automation/automation-queue";
import type { NotificationOutbox } from "../modules/notifications/create-notification";
import { notificationMailOf } from "../modules/notifications/notification-mail";

/**
 * What a change sends beyond its own rows, in its own transaction: e-mail (through the app's mail
 * queue; notification e-mail on or off, and the address its links point to) and the automation events. One per app, built by buildApp
 * from its config and passed down like `db` (route options, then service parameters), so two apps
 * in one process never see each other's settings or queue.
 */
export type Outbox = NotificationOutbox & AutomationOutbox & MailOutbox;

export function createOutbox(
  config: Pick<Config, "smtpUrl" | "appUrl">,
  automationQueue: () => Promise<AutomationQueue>,
  mailQueue: () => Promise<MailQueue>,
): Outbox {
  return { notificationMail: notificationMailOf(config), automationQueue, mailQueue };
}
