import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  DEFAULT_REQUIREMENTS,
  earliestCompletionDate,
  isCalendarDate,
  latestCompletionDate,
  ORDER_MESSAGES,
  orderFormSchema,
  placeOrderRequestSchema,
} from "./services";

describe("order dates", () => {
  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-13-01")).toBe(false);
    expect(isCalendarDate("2027-1-01")).toBe(false);
  });

  it("accepts the date it still is anywhere on Earth, and a few years ahead", () => {
    const now = new Date("2026-11-22T06:00:00Z");
    // At 06:00 UTC it is still 21 November at UTC-12.
    expect(earliestCompletionDate(now)).toBe("2026-11-21");
    expect(earliestCompletionDate(new Date("2026-11-22T13:00:00Z"))).toBe("2026-11-22");
    expect(latestCompletionDate(now)).toBe("2031-11-22");
  });
});

describe("placeOrderRequestSchema", () => {
  it("trims, defaults the requirements and treats an empty date as none", () => {
    const parsed = placeOrderRequestSchema.parse({
      serviceId: 3,
      projectName: "  Site  ",
      projectDescription: " Build it ",
      requirements: "  ",
      desiredCompletionDate: "",
    });
    expect(parsed).toEqual({
      serviceId: 3,
      projectName: "Site",
      projectDescription: "Build it",
      requirements: DEFAULT_REQUIREMENTS,
      desiredCompletionDate: null,
    });
  });

  it("answers a missing field with the spec's alert and refuses a price", () => {
    const result = placeOrderRequestSchema.safeParse({
      serviceId: 1,
      projectName: " ",
      projectDescription: "",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      ORDER_MESSAGES.projectNameRequired,
      ORDER_MESSAGES.projectDescriptionRequired,
    ]);
    expect(
      placeOrderRequestSchema.safeParse({
        serviceId: 1,
        projectName: "a",
        projectDescription: "b",
        totalAmount: 5,
      }).success,
    ).toBe(false);
  });

  it("the form refuses a date before today", () => {
    const result = orderFormSchema.safeParse({
      projectName: "a",
      projectDescription: "b",
      requirements: "",
      desiredCompletionDate: "2001-01-01",
    });
    expect(result.error?.issues[0]?.message).toBe(ORDER_MESSAGES.pastDate);
  });
});

describe("order status transitions", () => {
  it("goes pending → in_progress → completed, or cancelled before it is done", () => {
    expect(canMoveOrder("pending", "in_progress")).toBe(true);
    expect(canMoveOrder("pending", "cancelled")).toBe(true);
    expect(canMoveOrder("in_progress", "completed")).toBe(true);
    expect(canMoveOrder("in_progress", "cancelled")).toBe(true);
    expect(canMoveOrder("pending", "completed")).toBe(false);
    expect(canMoveOrder("completed", "cancelled")).toBe(false);
    expect(canMoveOrder("cancelled", "pending")).toBe(false);
    expect(canMoveOrder("on_hold", "pending")).toBe(false);
  });
});
