import { expect } from "vitest";
import {
  type OrderAction,
  type OrderState,
  PAID_STATES,
  STATUS_OF_STATE,
} from "../../../shared/contracts/order-process";
import type { Database } from "../../db/client";
import { servicePayments } from "../../db/schema";
import { insertServiceOrder } from "../../db/seed/factories";
import type { TestClient } from "../test-app";

export const DAY = 24 * 60 * 60 * 1000;
export const future = (days = 7) => new Date(Date.now() + days * DAY).toISOString();

/** The buyer orders the service through the API; answers the new order's id. */
export async function placeOrder(buyer: TestClient, serviceId: number) {
  const response = await buyer.post("/api/services/orders", {
    serviceId,
    projectName: "Clinic site",
    projectDescription: "A booking site for our dental clinic.",
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

/** What each action needs in its body, so that only the state and the actor decide. */
export function bodyFor(action: OrderAction): Record<string, unknown> {
  switch (action) {
    case "quote":
      return { action, amount: 120_000, expiresAt: future() };
    case "mark_paid":
      return { action, reference: "BANK-42" };
    case "deliver":
      return { action, note: "Here is the site." };
    case "resolve_dispute":
      return { action, outcome: "completed" };
    default:
      return { action };
  }
}

/** An order of a custom-price service put straight into `state`, with what that state implies. */
export async function orderInState(db: Database, buyerId: number, serviceId: number, state: OrderState) {
  const quoted = state !== "requested";
  const order = await insertServiceOrder(db, {
    userId: buyerId,
    serviceId,
    state,
    status: STATUS_OF_STATE[state],
    totalAmount: quoted && state !== "quoted" ? 120_000 : 0,
    quoteAmount: quoted ? 120_000 : null,
    quoteExpiresAt: quoted ? new Date(Date.now() + 7 * DAY) : null,
    deliveryDate: state === "delivered" ? new Date() : null,
  });
  if (PAID_STATES.includes(state)) {
    await db.insert(servicePayments).values({
      orderId: order.id,
      provider: "manual",
      status: "paid",
      amount: 120_000,
      currency: "usd",
      reference: "BANK-1",
      paidAt: new Date(),
    });
  }
  return order.id;
}
