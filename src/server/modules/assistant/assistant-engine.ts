import { catalogueReply, priceDeliveryReply, recommendationReply } from "./assistant-catalogue-replies";
import { greetingReply, howToOrderReply, unknownReply } from "./assistant-conversation-replies";
import { actions } from "./assistant-format";
import { detectIntents } from "./assistant-intents";
import { cancelReply, hasOrderReference, ordersReply } from "./assistant-order-replies";
import { planReply } from "./assistant-plan-reply";
import { cheaperReply, isCheaperFollowUp, proposalReply } from "./assistant-proposals";
import {
  type AssistantContext,
  CAPABILITIES,
  type GroundedReply,
  RELEVANCE_THRESHOLD,
} from "./assistant-reply-context";
import { namedCategory, rankServices } from "./service-relevance";

export type { AssistantContext, GroundedReply } from "./assistant-reply-context";

/** Whether a message needs the member's orders looked up. */
export function needsOrders(message: string): boolean {
  const intents = detectIntents(message);
  return intents.orders || intents.cancel;
}

/** The built-in engine: an answer grounded only in the catalogue and the member's own orders. */
export function composeReply(context: AssistantContext): GroundedReply {
  const intents = detectIntents(context.message);
  const ranked = rankServices(context.message, context.catalogue);
  const isRelevant = (ranked[0]?.score ?? 0) >= RELEVANCE_THRESHOLD;

  if (context.catalogue.length === 0 && !intents.orders) {
    return {
      message:
        "Our service catalogue is empty at the moment, so I can't recommend or price anything yet. Please check back soon.",
      suggestedActions: context.member ? [actions.checkStatus()] : [],
      facts: ["The service catalogue has no active services right now."],
    };
  }
  if (intents.orders || (intents.cancel && context.member && hasOrderReference(context))) {
    return ordersReply(context, intents);
  }
  if (intents.cancel) return cancelReply(context);
  if (intents.howToOrder) return howToOrderReply(context, ranked, isRelevant);
  if (intents.greeting) return greetingReply(context);
  if (intents.thanks) {
    return {
      message:
        "You're welcome! Ask me anything else about our services, prices, delivery times or your orders.",
      suggestedActions: [actions.browseAll()],
      facts: [],
    };
  }
  if (isCheaperFollowUp(context)) return cheaperReply(context);
  // A brief with a budget gets a proposal; a plan keeps its own budget check, a list question its list.
  if (intents.budget !== null && !intents.planning && !intents.catalogue && !intents.cheapest) {
    return proposalReply(context);
  }
  if (intents.catalogue && !namedCategory(context.message)) return catalogueReply(context);
  if (intents.planning) return planReply(context, intents);
  if (intents.price || intents.delivery || intents.cheapest || intents.catalogue) {
    return priceDeliveryReply(context, intents);
  }
  if (isRelevant) return recommendationReply(ranked, intents);
  if (intents.capabilities) {
    return {
      message: `${CAPABILITIES} What would you like to work on?`,
      suggestedActions: [actions.browseAll(), actions.startOrder()],
      facts: [CAPABILITIES],
    };
  }
  return unknownReply(context);
}

/** The first message of an empty chat. */
export function welcomeReply(member: { firstName: string } | null, hasOrders: boolean): GroundedReply {
  const greeting = member ? `Hi ${member.firstName}!` : "Hi there!";
  const message =
    `${greeting} I'm the Netwise services assistant. Tell me what you'd like to achieve and I'll suggest the services that fit, with their prices and delivery times. ` +
    (member
      ? "I can also explain how ordering works and check the status of your orders."
      : "I can also explain how ordering works; sign in to order and to ask about your orders.");
  return {
    message,
    suggestedActions: [
      actions.browseAll(),
      actions.startOrder(),
      ...(member && hasOrders ? [actions.checkStatus()] : []),
    ],
    facts: [],
  };
}
