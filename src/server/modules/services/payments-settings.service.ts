import { eq } from "drizzle-orm";
import type { UpdateOrderSettingsRequest } from "../../../shared/contracts/payments";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { orderSettings } from "../../db/schema";
import type { SessionUser } from "../../http/sessions";

const ROW_ID = 1;

/** The agency's details as the table keeps them (tax 0: none); the defaults while no admin saved them. */
export async function readAgencySettings(db: Pick<DbExecutor, "select">) {
  const [row] = await db.select().from(orderSettings).where(eq(orderSettings.id, ROW_ID)).limit(1);
  return {
    paymentInstructions: row?.paymentInstructions ?? "",
    agencyName: row?.agencyName ?? "Netwise Agency",
    agencyAddress: row?.agencyAddress ?? "",
    agencyEmail: row?.agencyEmail ?? "",
    agencyTaxId: row?.agencyTaxId ?? "",
    taxRateBasisPoints: row?.taxRateBasisPoints ?? 0,
    taxLabel: row?.taxLabel ?? "Tax",
    updatedAt: row?.updatedAt ?? null,
  };
}

/** GET /api/admin/settings/orders. */
export async function getOrderSettings(db: Pick<DbExecutor, "select">, config: Config) {
  const settings = await readAgencySettings(db);
  return {
    ...settings,
    taxRateBasisPoints: settings.taxRateBasisPoints > 0 ? settings.taxRateBasisPoints : null,
    provider: config.payments.provider,
  };
}

type Change = { [K in keyof UpdateOrderSettingsRequest]?: Exclude<UpdateOrderSettingsRequest[K], undefined> };

/** PUT /api/admin/settings/orders: changes the given fields, in the audit log. */
export async function updateOrderSettings(db: Database, admin: SessionUser, config: Config, change: Change) {
  return db.transaction(async (tx) => {
    const before = await readAgencySettings(tx);
    const { taxRateBasisPoints, ...texts } = change;
    const set = {
      ...texts,
      ...(taxRateBasisPoints !== undefined ? { taxRateBasisPoints: taxRateBasisPoints ?? 0 } : {}),
      updatedAt: new Date(),
    };
    const { updatedAt: _updatedAt, ...current } = before;
    await tx
      .insert(orderSettings)
      .values({ id: ROW_ID, ...current, ...set })
      .onConflictDoUpdate({ target: orderSettings.id, set });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "order_settings.update",
      targetType: "order_settings",
      targetId: ROW_ID,
      details: { changed: Object.keys(change) },
    });
    return getOrderSettings(tx, config);
  });
}
