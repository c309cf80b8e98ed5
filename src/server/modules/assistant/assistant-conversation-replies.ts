import { actions, serviceFact, serviceLine } from "./assistant-format";
import { type AssistantContext, CAPABILITIES, type GroundedReply } from "./assistant-reply-context";
import type { RankedService } from "./service-relevance";

const ORDERING_STEPS = [
  "1. Pick a service on the Services page or one of its category pages and choose Order Now (Request Quote for a custom-quoted service).",
  "2. Name your project and describe it; add any requirements and, if you like, a desired completion date.",
  "3. Submit. The order appears in My Orders as Pending, at the service's listed price (custom quotes are priced with you once the scope is clear).",
  "4. Our team moves it to In Progress and then to Completed, and you receive updates by email. While it is still Pending you can cancel it from My Orders.",
];

export function howToOrderReply(
  context: AssistantContext,
  ranked: RankedService[],
  isRelevant: boolean,
): GroundedReply {
  const lines = ["Ordering takes a minute:", ...ORDERING_STEPS];
  if (!context.member) lines.push("You need to be signed in to place an order.");
  const top = isRelevant ? ranked[0] : undefined;
  if (top) lines.push(`For what you describe, a good place to start is:\n${serviceLine(top.service)}`);
  return {
    message: lines.join("\n"),
    suggestedActions: [
      top?.category ? actions.viewCategory(top.category) : actions.browseAll(),
      actions.startOrder(),
    ],
    facts: [...ORDERING_STEPS, ...(top ? [serviceFact(top.service)] : [])],
  };
}

export function greetingReply(context: AssistantContext): GroundedReply {
  const name = context.member ? ` ${context.member.firstName}` : "";
  return {
    message: `Hello${name}! Tell me what you'd like to achieve, for example "more customers finding us on Google" or "a logo for my new shop", and I'll suggest the services that fit.`,
    suggestedActions: [actions.browseAll(), ...(context.member ? [actions.checkStatus()] : [])],
    facts: [CAPABILITIES],
  };
}

export function unknownReply(context: AssistantContext): GroundedReply {
  return {
    message: `I'm sorry, I don't know the answer to that, and I don't want to guess. ${CAPABILITIES}`,
    suggestedActions: [actions.browseAll(), ...(context.member ? [actions.checkStatus()] : [])],
    facts: ["The question is outside what the catalogue and the member's orders can answer.", CAPABILITIES],
  };
}
