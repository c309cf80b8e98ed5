/**
 * The service order as a declared process: every state, every transition with who may make it, its
 * guard and its timer, in one table. The server's interpreter (modules/services/order-transitions.ts),
 * the order page's buttons, the tests that walk every transition and docs/orders.md's diagram all read
 * this table; nothing else decides where an order may go.
 */

export const ORDER_STATES = [
  "requested",
  "quoted",
  "awaiting_payment",
  "in_progress",
  "delivered",
  "changes_requested",
  "completed",
  "cancelled",
  "disputed",
  "refunded",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_ACTORS = ["buyer", "agency", "system"] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const BUYER_ACTIONS = [
  "accept_quote",
  "request_changes",
  "accept_delivery",
  "dispute",
  "cancel",
] as const;
export const AGENCY_ACTIONS = ["quote", "mark_paid", "deliver", "cancel", "resolve_dispute"] as const;
export const SYSTEM_ACTIONS = ["pay", "auto_complete", "refund"] as const;
export const ORDER_ACTIONS = [
  ...new Set([...BUYER_ACTIONS, ...AGENCY_ACTIONS, ...SYSTEM_ACTIONS]),
] as readonly OrderAction[];
export type OrderAction =
  | (typeof BUYER_ACTIONS)[number]
  | (typeof AGENCY_ACTIONS)[number]
  | (typeof SYSTEM_ACTIONS)[number];

/** The conditions a transition may need besides its state and actor; the interpreter checks each. */
export type OrderGuard =
  /** The service has no fixed price (a "Custom Quote"). */
  | "custom_price"
  /** The quote's expiry has not passed. */
  | "quote_not_expired"
  /** The buyer has asked for changes fewer than MAX_CHANGE_REQUESTS times. */
  | "changes_left";

/** A transition that happens on its own some time after the order entered `from`. */
export type OrderTimer = { afterDays: number };

export type OrderTransition = {
  action: OrderAction;
  actor: OrderActor;
  from: readonly OrderState[];
  to: OrderState;
  /** For resolve_dispute: the outcome the agency chose. */
  outcome?: "completed" | "refunded";
  guards?: readonly OrderGuard[];
  timer?: OrderTimer;
  /** What the transition means, for the docs and the order page. */
  description: string;
};

/** How many times a buyer may send a delivery back for changes. */
export const MAX_CHANGE_REQUESTS = 3;
/** A delivery nobody answers is accepted on its own after this many days. */
export const AUTO_COMPLETE_DAYS = 14;

const BEFORE_PAYMENT = ["requested", "quoted", "awaiting_payment"] as const satisfies readonly OrderState[];
const PAID_OPEN = [
  "in_progress",
  "delivered",
  "changes_requested",
  "disputed",
] as const satisfies readonly OrderState[];

/** The whole process. Order matters only for display. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    action: "quote",
    actor: "agency",
    from: ["requested", "quoted"],
    to: "quoted",
    guards: ["custom_price"],
    description: "The agency prices a custom request with an amount and an expiry (again, if it expired).",
  },
  {
    action: "accept_quote",
    actor: "buyer",
    from: ["quoted"],
    to: "awaiting_payment",
    guards: ["quote_not_expired"],
    description: "The buyer accepts the quote before it expires.",
  },
  {
    action: "mark_paid",
    actor: "agency",
    from: ["awaiting_payment"],
    to: "in_progress",
    description: "With manual payments, an admin records the payment and its reference.",
  },
  {
    action: "pay",
    actor: "system",
    from: ["awaiting_payment"],
    to: "in_progress",
    description: "The payment provider's signed webhook reports the payment.",
  },
  {
    action: "deliver",
    actor: "agency",
    from: ["in_progress", "changes_requested"],
    to: "delivered",
    description: "The agency delivers the work with a message (and files in the thread).",
  },
  {
    action: "request_changes",
    actor: "buyer",
    from: ["delivered"],
    to: "changes_requested",
    guards: ["changes_left"],
    description: `The buyer sends the delivery back, at most ${MAX_CHANGE_REQUESTS} times.`,
  },
  {
    action: "accept_delivery",
    actor: "buyer",
    from: ["delivered"],
    to: "completed",
    description: "The buyer accepts the delivery; the service can be reviewed.",
  },
  {
    action: "auto_complete",
    actor: "system",
    from: ["delivered"],
    to: "completed",
    timer: { afterDays: AUTO_COMPLETE_DAYS },
    description: `A delivery nobody answers completes ${AUTO_COMPLETE_DAYS} days after it was made.`,
  },
  {
    action: "dispute",
    actor: "buyer",
    from: ["delivered"],
    to: "disputed",
    description: "The buyer disputes the delivery; an admin resolves it.",
  },
  {
    action: "resolve_dispute",
    actor: "agency",
    from: ["disputed"],
    to: "completed",
    outcome: "completed",
    description: "An admin resolves the dispute as completed.",
  },
  {
    action: "resolve_dispute",
    actor: "agency",
    from: ["disputed"],
    to: "refunded",
    outcome: "refunded",
    description: "An admin resolves the dispute by refunding the buyer.",
  },
  {
    action: "cancel",
    actor: "buyer",
    from: BEFORE_PAYMENT,
    to: "cancelled",
    description: "The buyer withdraws the order before paying.",
  },
  {
    action: "cancel",
    actor: "agency",
    from: [...BEFORE_PAYMENT, ...PAID_OPEN],
    to: "cancelled",
    description: "The agency cancels any time before completion, refunding what was paid.",
  },
  {
    action: "refund",
    actor: "system",
    from: PAID_OPEN,
    to: "refunded",
    description: "The payment provider reports a full refund.",
  },
];

/** The states nothing leaves. */
export const FINAL_STATES: readonly OrderState[] = ["completed", "cancelled", "refunded"];

/** The seed's statuses, which the seed's screens (My Orders, the admin list) still show. */
export const STATUS_OF_STATE: Record<OrderState, "pending" | "in_progress" | "completed" | "cancelled"> = {
  requested: "pending",
  quoted: "pending",
  awaiting_payment: "pending",
  in_progress: "in_progress",
  delivered: "in_progress",
  changes_requested: "in_progress",
  disputed: "in_progress",
  completed: "completed",
  cancelled: "cancelled",
  refunded: "cancelled",
};

/** The states a paid order may be in (its payment is refunded if it is cancelled). */
export const PAID_STATES: readonly OrderState[] = PAID_OPEN;

/** The transitions an actor may attempt from a state (guards not yet checked). */
export function transitionsFrom(state: OrderState, actor: OrderActor): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(state));
}

/** The actions an actor may take from a state, each named once, in table order. */
export function actionsFrom(state: OrderState, actor: OrderActor): OrderAction[] {
  return [...new Set(transitionsFrom(state, actor).map((t) => t.action))];
}

export const STATE_LABELS: Record<OrderState, string> = {
  requested: "Requested",
  quoted: "Quoted",
  awaiting_payment: "Awaiting payment",
  in_progress: "In progress",
  delivered: "Delivered",
  changes_requested: "Changes requested",
  completed: "Completed",
  cancelled: "Cancelled",
  disputed: "Disputed",
  refunded: "Refunded",
};

export const ACTION_LABELS: Record<OrderAction, string> = {
  quote: "Send quote",
  accept_quote: "Accept quote",
  mark_paid: "Mark as paid",
  pay: "Paid",
  deliver: "Deliver",
  request_changes: "Request changes",
  accept_delivery: "Accept delivery",
  auto_complete: "Complete automatically",
  dispute: "Open a dispute",
  resolve_dispute: "Resolve dispute",
  cancel: "Cancel order",
  refund: "Refund",
};

/** docs/orders.md's diagram, written from the table (a unit test checks the document holds it). */
export function orderProcessMermaid(): string {
  const lines = ["stateDiagram-v2", "  [*] --> requested: buyer orders a custom-price service"];
  lines.push("  [*] --> awaiting_payment: buyer orders a fixed-price service");
  for (const t of ORDER_TRANSITIONS) {
    const name = t.outcome ? `${t.action} ${t.outcome}` : t.action;
    const detail = t.timer ? `${name} (${t.actor}, after ${t.timer.afterDays} days)` : `${name} (${t.actor})`;
    for (const from of t.from) lines.push(`  ${from} --> ${t.to}: ${detail}`);
  }
  for (const state of FINAL_STATES) lines.push(`  ${state} --> [*]`);
  return lines.join("\n");
}
