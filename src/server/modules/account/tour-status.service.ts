import { eq } from "drizzle-orm";
import type { TourState, TourStatus } from "../../../shared/contracts/account";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** How the member left the first-visit tour, kept on the server so a new browser does not welcome them again. */
export async function readTourState(db: Database, userId: number): Promise<TourState> {
  const [row] = await db.select({ status: users.tourStatus }).from(users).where(eq(users.id, userId));
  return { status: (row?.status as TourStatus | null | undefined) ?? null };
}

/**
 * A completed tour stays completed: skipping a later replay (Help & Tour) does not undo it; and
 * "started" only records the first answer, it never replaces a skip.
 */
export async function recordTourStatus(db: Database, userId: number, status: TourStatus): Promise<TourState> {
  const current = await readTourState(db, userId);
  if (current.status === "completed") return current;
  if (status === "started" && current.status !== null) return current;
  await db.update(users).set({ tourStatus: status }).where(eq(users.id, userId));
  return { status };
}
