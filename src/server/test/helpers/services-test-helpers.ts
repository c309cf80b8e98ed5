import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { localDateString } from "../../../shared/contracts/services";
import type { Database } from "../../db/client";
import { serviceOrders } from "../../db/schema";

export const SERVICE_KEYS = [
  "category",
  "deliveryTime",
  "description",
  "features",
  "id",
  "imageUrl",
  "isActive",
  "name",
  "price",
  "rating",
  "reviewCount",
];

export const MEMBER_ORDER_KEYS = [
  "desiredCompletionDate",
  "id",
  "orderDate",
  "projectDescription",
  "projectName",
  "requirements",
  "serviceName",
  "status",
  "totalAmount",
];

export const ADMIN_ORDER_KEYS = [
  ...MEMBER_ORDER_KEYS,
  "automationStatus",
  "completedDate",
  "customer",
  "serviceCategory",
  "serviceId",
  "state",
].sort();

export const keysOf = (value: unknown) => Object.keys(value as object).sort();

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD date some days from now (negative: in the past), in UTC. */
export function utcDate(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * DAY_MS).toISOString().slice(0, 10);
}

export const today = () => localDateString(new Date());

export async function ordersOf(db: Database, userId: number) {
  return db.select().from(serviceOrders).where(eq(serviceOrders.userId, userId));
}

export function expectIsoNow(value: unknown) {
  expect(typeof value).toBe("string");
  expect(Math.abs(Date.parse(value as string) - Date.now())).toBeLessThan(60_000);
}
