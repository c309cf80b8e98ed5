import { desc, eq } from "drizzle-orm";
import type { ChatMessageInput, ChatReply } from "../../../shared/contracts/assistant";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { serviceOrders, services } from "../../db/schema";
import type { SessionUser } from "../../http/sessions";
import { activeServices } from "../services/order-query";
import { composeReply, needsOrders, welcomeReply } from "./assistant-engine";
import type { OrderFact } from "./assistant-format";
import { phraseWithModel } from "./assistant-llm";

/** How many of the member's latest orders the assistant looks through for a project name. */
export const ORDERS_CONSIDERED = 50;

/** The member's own latest orders (the (user_id, order_date desc, id desc) index); no one else's. */
async function ownOrders(db: Database, memberId: number): Promise<OrderFact[]> {
  return db
    .select({
      id: serviceOrders.id,
      projectName: serviceOrders.projectName,
      serviceName: services.name,
      status: serviceOrders.status,
      totalAmount: serviceOrders.totalAmount,
      orderDate: serviceOrders.orderDate,
      desiredCompletionDate: serviceOrders.desiredCompletionDate,
    })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .where(eq(serviceOrders.userId, memberId))
    .orderBy(desc(serviceOrders.orderDate), desc(serviceOrders.id))
    .limit(ORDERS_CONSIDERED);
}

/** GET /api/chatbot/welcome. */
export async function welcome(db: Database, member: SessionUser | null): Promise<ChatReply> {
  let hasOrders = false;
  if (member) {
    const [order] = await db
      .select({ id: serviceOrders.id })
      .from(serviceOrders)
      .where(eq(serviceOrders.userId, member.id))
      .limit(1);
    hasOrders = order !== undefined;
  }
  const { message, suggestedActions } = welcomeReply(member, hasOrders);
  return { message, suggestedActions };
}

type AnswerOptions = { onModelError?: (error: unknown) => void };

/**
 * POST /api/chatbot/message: the built-in engine answers from the catalogue and the member's own
 * orders; when a model is configured it rephrases that answer from the same facts, and any failure
 * of the model leaves the built-in answer in place.
 */
export async function answerMessage(
  db: Database,
  config: Config,
  member: SessionUser | null,
  input: ChatMessageInput,
  options: AnswerOptions = {},
): Promise<ChatReply> {
  const [catalogue, orders] = await Promise.all([
    activeServices(db),
    member && needsOrders(input.message) ? ownOrders(db, member.id) : Promise.resolve(null),
  ]);
  const reply = composeReply({
    message: input.message,
    history: input.conversationHistory,
    catalogue,
    member,
    orders,
  });
  if (!config.assistantLlm) return { message: reply.message, suggestedActions: reply.suggestedActions };

  const phrased = await phraseWithModel(
    config.assistantLlm,
    { message: input.message, history: input.conversationHistory, reply },
    { onError: options.onModelError },
  );
  return { message: phrased ?? reply.message, suggestedActions: reply.suggestedActions };
}
