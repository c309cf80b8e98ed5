import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AGENCY_ACTIONS,
  BUYER_ACTIONS,
  FINAL_STATES,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  orderProcessMermaid,
  STATUS_OF_STATE,
  transitionsFrom,
} from "./order-process";

describe("the order process table", () => {
  it("names only known states, and every state but the final ones can be left", () => {
    for (const t of ORDER_TRANSITIONS) {
      expect(ORDER_STATES).toContain(t.to);
      for (const from of t.from) expect(ORDER_STATES).toContain(from);
    }
    for (const state of ORDER_STATES) {
      const leaving = ORDER_TRANSITIONS.some((t) => t.from.includes(state));
      expect(leaving).toBe(!FINAL_STATES.includes(state));
    }
  });

  it("gives the buyer and the agency exactly the actions of the API contract", () => {
    const of = (actor: string) => [
      ...new Set(ORDER_TRANSITIONS.filter((t) => t.actor === actor).map((t) => t.action)),
    ];
    expect(of("buyer").sort()).toEqual([...BUYER_ACTIONS].sort());
    expect(of("agency").sort()).toEqual([...AGENCY_ACTIONS].sort());
  });

  it("makes each (state, actor, action) lead to one place, except the dispute's two outcomes", () => {
    for (const state of ORDER_STATES) {
      for (const actor of ["buyer", "agency", "system"] as const) {
        const seen = new Map<string, number>();
        for (const t of transitionsFrom(state, actor)) seen.set(t.action, (seen.get(t.action) ?? 0) + 1);
        for (const [action, count] of seen)
          expect(count, `${state} ${actor} ${action}`).toBe(action === "resolve_dispute" ? 2 : 1);
      }
    }
  });

  it("maps every state to one of the seed's statuses", () => {
    for (const state of ORDER_STATES)
      expect(["pending", "in_progress", "completed", "cancelled"]).toContain(STATUS_OF_STATE[state]);
  });

  it("has its automatic completion on a 14-day timer", () => {
    expect(ORDER_TRANSITIONS.filter((t) => t.timer)).toEqual([
      expect.objectContaining({
        action: "auto_complete",
        actor: "system",
        from: ["delivered"],
        to: "completed",
        timer: { afterDays: 14 },
      }),
    ]);
  });

  it("is drawn in docs/orders.md exactly as the table says", () => {
    const doc = readFileSync(new URL("../../../docs/orders.md", import.meta.url), "utf8");
    expect(doc).toContain(`\`\`\`mermaid\n${orderProcessMermaid()}\n\`\`\``);
  });
});
