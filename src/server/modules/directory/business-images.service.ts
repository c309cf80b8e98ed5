import { eq } from "drizzle-orm";
import type { BusinessImageKind } from "../../../shared/contracts/directory";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { businesses } from "../../db/schema";
import type { SessionUser } from "../../http/sessions";
import { removeUploadedImage } from "../../uploads/image-uploads";
import { businessDetail, findManagedBusiness } from "./directory.service";

const COLUMN = { logo: businesses.logo, cover: businesses.coverImage } as const;
const FIELD = { logo: "logo", cover: "coverImage" } as const;

/** The owner (or an admin) may change the business's pictures; anyone else gets 403, a hidden one 404. */
export async function assertCanChangeImages(db: Database, viewer: SessionUser, businessId: number) {
  await findManagedBusiness(db, businessId, viewer);
}

/**
 * Points the business's logo or cover at `url` (a stored upload, or null to clear it) and deletes the
 * upload it replaces (a picture from elsewhere, such as a URL typed by an admin, is only replaced).
 * Answers the business as GET /api/businesses/slug/{slug} does.
 */
export async function setBusinessImage(
  db: Database,
  config: Config,
  viewer: SessionUser,
  businessId: number,
  kind: BusinessImageKind,
  url: string | null,
) {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: COLUMN[kind] })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for("update");
    await tx
      .update(businesses)
      .set({ [FIELD[kind]]: url })
      .where(eq(businesses.id, businessId));
    return row?.image ?? null;
  });
  if (previous !== url) await removeUploadedImage(config, previous);
  return businessDetail(db, { id: businessId }, viewer);
}
