import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";

/** A shown suggestion counts again only after this long, so reloading a page does not sink it. */
const IMPRESSION_INTERVAL = sql`interval '1 hour'`;

/** Counts one more showing of each suggestion, at most once an hour per pair. */
export async function recordImpressions(db: DbExecutor, memberId: number, shownIds: number[]) {
  if (shownIds.length === 0) return;
  // Ascending ids: two requests recording the same pairs lock them in one order, so never deadlock.
  const sorted = [...new Set(shownIds)].sort((a, b) => a - b);
  await db.execute(sql`insert into match_impressions (member_id, shown_member_id)
    select ${memberId}, shown from unnest(${sql.param(sorted)}::int[]) as shown
    order by shown
    on conflict (member_id, shown_member_id) do update
      set times_shown = match_impressions.times_shown + 1, last_shown_at = now()
      where match_impressions.last_shown_at < now() - ${IMPRESSION_INTERVAL}`);
}
