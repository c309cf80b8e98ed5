import type { ChatHistoryEntry, SuggestedAction } from "../../../shared/contracts/assistant";
import type { CatalogueService } from "../services/order-query";
import type { OrderFact } from "./assistant-format";

/** A ranking whose best service scores below this fits nothing in particular. */
export const RELEVANCE_THRESHOLD = 3;

export type AssistantContext = {
  message: string;
  history: readonly ChatHistoryEntry[];
  catalogue: readonly CatalogueService[];
  /** The signed-in member, or null for a visitor. */
  member: { firstName: string } | null;
  /** The member's latest orders, newest first, when the message needs them; null otherwise. */
  orders: readonly OrderFact[] | null;
};

/** An answer, its suggested actions, and the facts it rests on (what a model may rephrase). */
export type GroundedReply = {
  message: string;
  suggestedActions: SuggestedAction[];
  facts: string[];
};

export const CAPABILITIES =
  "I can suggest the services that fit what you want to achieve, tell you their prices and delivery times, explain how ordering works, plan a project step by step, and check the status of your orders.";
