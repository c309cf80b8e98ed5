import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { removeUploadedImage } from "../../uploads/image-uploads";

/**
 * Points the member's avatar at a newly stored image and deletes the previous upload (a photo from
 * elsewhere, such as a seeded URL, is only replaced). Returns the new address.
 */
export async function replaceProfilePhoto(db: Database, config: Config, userId: number, url: string) {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    await tx.update(users).set({ avatar: url }).where(eq(users.id, userId));
    return row?.avatar ?? null;
  });
  await removeUploadedImage(config, previous);
  return url;
}

/** Clears the member's avatar and deletes the uploaded file behind it. */
export async function removeProfilePhoto(db: Database, config: Config, userId: number) {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ avatar: null }).where(eq(users.id, userId));
  await removeUploadedImage(config, row?.avatar);
}
