import { and, eq, lt } from "drizzle-orm";
import { AUTO_COMPLETE_DAYS } from "../../../shared/contracts/order-process";
import type { Database } from "../../db/client";
import { serviceOrders } from "../../db/schema";
import type { Outbox } from "../../jobs/outbox";
import type { PeriodicTask } from "../../jobs/periodic-work";
import { applyTransition } from "./order-transitions";

/** Hourly: a delivery is completed within an hour of its fourteenth day. */
export const ORDER_AUTO_COMPLETE_INTERVAL_MS = 60 * 60 * 1000;
/** Orders completed per run; the next run takes the rest. */
const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The process's timer: every delivered order whose delivery is AUTO_COMPLETE_DAYS old is completed by
 * the system (the `auto_complete` transition), each in its own transaction. Answers how many.
 */
export async function autoCompleteDeliveredOrders(
  db: Database,
  outbox: Outbox,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.state, "delivered"),
        lt(serviceOrders.deliveryDate, new Date(now.getTime() - AUTO_COMPLETE_DAYS * DAY_MS)),
      ),
    )
    .limit(BATCH);
  let completed = 0;
  for (const { id } of due) {
    try {
      await db.transaction((tx) =>
        applyTransition(tx, outbox, id, { action: "auto_complete" }, { actor: "system", actorId: null, now }),
      );
      completed += 1;
    } catch {
      // Moved meanwhile (accepted, disputed): nothing to complete.
    }
  }
  return completed;
}

/** The automatic completion as a pg-boss schedule, once per hour for the whole cluster. */
export function orderAutoCompleteTask(db: Database, outbox: Outbox): PeriodicTask {
  return {
    name: "order-auto-complete",
    everyMs: ORDER_AUTO_COMPLETE_INTERVAL_MS,
    run: () => autoCompleteDeliveredOrders(db, outbox),
  };
}
