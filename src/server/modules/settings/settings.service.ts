import { eq } from "drizzle-orm";
import {
  DEFAULT_PLATFORM_SETTINGS,
  type UpdatePlatformSettingsRequest,
} from "../../../shared/contracts/settings";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { platformSettings } from "../../db/schema";
import type { SessionUser } from "../../http/sessions";

const SETTINGS_ROW_ID = 1;

export type CurrentPlatformSettings = {
  registrationOpen: boolean;
  postModeration: boolean;
  emailNotifications: boolean;
  requireVerifiedEmail: boolean;
  registrationProofOfWork: boolean;
  announcement: string | null;
  updatedAt: Date | null;
};

/** The platform settings: the saved row, or the defaults while none was saved. One primary-key probe. */
export async function getPlatformSettings(db: Pick<DbExecutor, "select">): Promise<CurrentPlatformSettings> {
  const [row] = await db
    .select({
      registrationOpen: platformSettings.registrationOpen,
      postModeration: platformSettings.postModeration,
      emailNotifications: platformSettings.emailNotifications,
      requireVerifiedEmail: platformSettings.requireVerifiedEmail,
      registrationProofOfWork: platformSettings.registrationProofOfWork,
      announcement: platformSettings.announcement,
      updatedAt: platformSettings.updatedAt,
    })
    .from(platformSettings)
    .where(eq(platformSettings.id, SETTINGS_ROW_ID))
    .limit(1);
  return row ?? { ...DEFAULT_PLATFORM_SETTINGS, updatedAt: null };
}

/** GET /api/settings: registration and the announcement, for every visitor. */
export async function getPublicSettings(db: Database) {
  const { registrationOpen, registrationProofOfWork, announcement } = await getPlatformSettings(db);
  return { registrationOpen, registrationProofOfWork, announcement };
}

type SettingsChange = {
  [K in keyof UpdatePlatformSettingsRequest]?: Exclude<UpdatePlatformSettingsRequest[K], undefined>;
};

/** PUT /api/admin/settings: changes the given fields and records what changed, in one transaction. */
export async function updatePlatformSettings(db: Database, admin: SessionUser, change: SettingsChange) {
  return db.transaction(async (tx) => {
    const before = await getPlatformSettings(tx);
    const next = { ...before, ...change };
    await tx
      .insert(platformSettings)
      .values({
        id: SETTINGS_ROW_ID,
        registrationOpen: next.registrationOpen,
        postModeration: next.postModeration,
        emailNotifications: next.emailNotifications,
        requireVerifiedEmail: next.requireVerifiedEmail,
        registrationProofOfWork: next.registrationProofOfWork,
        announcement: next.announcement,
        updatedById: admin.id,
        updatedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: { ...change, updatedById: admin.id, updatedAt: new Date() },
      });
    const changed = Object.fromEntries(
      Object.entries(change).filter(([key, value]) => before[key as keyof typeof before] !== value),
    );
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "settings.update",
      targetType: "platform_settings",
      targetId: SETTINGS_ROW_ID,
      details: { changed },
    });
    return getPlatformSettings(tx);
  });
}
