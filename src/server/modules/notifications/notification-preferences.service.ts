import { and, eq, sql } from "drizzle-orm";
import {
  EMAIL_ON_BY_DEFAULT,
  NOTIFICATION_TYPES,
  type NotificationType,
  type UpdateNotificationPreferences,
} from "../../../shared/contracts/notifications";
import type { Database, DbExecutor } from "../../db/client";
import { notificationEmailPreferences } from "../../db/schema";

type EmailSwitches = Record<NotificationType, boolean>;

const defaults = (): EmailSwitches =>
  Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, EMAIL_ON_BY_DEFAULT.includes(type)]),
  ) as EmailSwitches;

/** GET /api/notifications/preferences: every type, the member's choice or the default. */
export async function getNotificationPreferences(db: DbExecutor, memberId: number) {
  const rows = await db
    .select({ type: notificationEmailPreferences.type, enabled: notificationEmailPreferences.enabled })
    .from(notificationEmailPreferences)
    .where(eq(notificationEmailPreferences.userId, memberId));
  const email = defaults();
  for (const row of rows) {
    if ((NOTIFICATION_TYPES as readonly string[]).includes(row.type))
      email[row.type as NotificationType] = row.enabled;
  }
  return { email };
}

/** PUT /api/notifications/preferences: the given types are stored, the others keep their value. */
export async function updateNotificationPreferences(
  db: Database,
  memberId: number,
  update: UpdateNotificationPreferences,
) {
  const values = Object.entries(update.email)
    .filter((entry): entry is [NotificationType, boolean] => typeof entry[1] === "boolean")
    .map(([type, enabled]) => ({ userId: memberId, type, enabled }));
  if (values.length > 0) {
    await db
      .insert(notificationEmailPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationEmailPreferences.userId, notificationEmailPreferences.type],
        set: { enabled: sql`excluded.enabled` },
      });
  }
  return getNotificationPreferences(db, memberId);
}

/** Whether the member wants this type by e-mail. */
export async function wantsEmail(db: DbExecutor, memberId: number, type: NotificationType): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationEmailPreferences.enabled })
    .from(notificationEmailPreferences)
    .where(
      and(eq(notificationEmailPreferences.userId, memberId), eq(notificationEmailPreferences.type, type)),
    )
    .limit(1);
  return row ? row.enabled : EMAIL_ON_BY_DEFAULT.includes(type);
}
