import {
  actions,
  formatCalendarDate,
  formatDate,
  orderFact,
  orderLine,
  orderName,
  priceText,
  statusText,
} from "./assistant-format";
import type { Intents } from "./assistant-intents";
import type { AssistantContext, GroundedReply } from "./assistant-reply-context";
import { clip } from "./assistant-text";
import { findOrder, namedProject } from "./order-lookup";

const LIST_ORDERS = 5;

export function hasOrderReference(context: AssistantContext): boolean {
  return context.orders !== null && findOrder(context.message, context.orders) !== null;
}

export function ordersReply(context: AssistantContext, intents: Intents): GroundedReply {
  const privacy = intents.othersOrders
    ? "I can only share your own orders; other members' orders are private. "
    : "";
  if (!context.member || context.orders === null) {
    return {
      message: `${privacy}Please sign in to ask about your orders. I only show orders to the member who placed them.`,
      suggestedActions: [actions.browseAll()],
      facts: ["The person chatting is not signed in, so no order information can be shared."],
    };
  }
  const orders = context.orders;
  if (orders.length === 0) {
    return {
      message: `${privacy}You haven't placed any orders yet. Choose a service and press Order Now (or Request Quote) to start one.`,
      suggestedActions: [actions.browseAll(), actions.startOrder()],
      facts: ["The member has no orders."],
    };
  }

  const order = findOrder(context.message, orders);
  if (order) {
    const lines = [
      `${privacy}Your order ${orderName(order)} for ${order.serviceName} is ${statusText(order.status)}.`,
    ];
    lines.push(
      `You placed it on ${formatDate(order.orderDate)} for ${priceText(order.totalAmount)}` +
        (order.desiredCompletionDate
          ? `, with a desired completion date of ${formatCalendarDate(order.desiredCompletionDate)}.`
          : "."),
    );
    if (intents.cancel) {
      lines.push(
        order.status === "pending"
          ? "It is still pending, so you can cancel it: open My Orders on the Services page and choose Cancel."
          : "Only a pending order can be cancelled, so this one can no longer be cancelled from My Orders.",
      );
    }
    return {
      message: lines.join(" "),
      suggestedActions: [actions.checkStatus()],
      facts: [orderFact(order)],
    };
  }

  const named = intents.othersOrders ? null : namedProject(context.message);
  const shown = orders.slice(0, LIST_ORDERS);
  const intro = named
    ? `I couldn't find an order called "${clip(named, 80)}" among your orders. Here are your latest ones:`
    : "Here are your latest orders:";
  const more = orders.length > LIST_ORDERS ? ["My Orders on the Services page lists all of them."] : [];
  return {
    message: [`${privacy}${intro}`, ...shown.map(orderLine), ...more].join("\n"),
    suggestedActions: [actions.checkStatus(), actions.startOrder()],
    facts: shown.map(orderFact),
  };
}

export function cancelReply(context: AssistantContext): GroundedReply {
  const message =
    "You can cancel an order yourself while it is still Pending: open My Orders on the Services page and choose Cancel on that order. Once our team has started it (In Progress) or finished it, it can no longer be cancelled there." +
    (context.member ? "" : " Please sign in first to see your orders.");
  return {
    message,
    suggestedActions: context.member ? [actions.checkStatus()] : [actions.browseAll()],
    facts: [message],
  };
}
