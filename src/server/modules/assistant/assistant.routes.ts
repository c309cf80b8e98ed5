import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assistantEndpoints as endpoints } from "../../../shared/contracts/assistant";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { createLimit, MINUTE_MS, memberOrAddress } from "../../http/rate-limit";
import { answerMessage, welcome } from "./assistant.service";

/** Chat messages per member (or per address for a visitor) each minute: a brisk conversation fits. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

type AssistantRoutesOptions = { db: Database; config: Config };

/** /api/chatbot: the services assistant, for visitors and members alike (orders need a sign-in). */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, { db, config }) => {
  // Keeps the assistant (and the model behind it) from being flooded.
  const limitChat = createLimit(app, {
    name: "chatbot",
    max: CHAT_MESSAGES_PER_MINUTE,
    windowMs: MINUTE_MS,
    key: memberOrAddress,
    message: "Too many messages. Please wait a minute and try again.",
  });

  route(app, endpoints.getChatWelcome, {
    handler: async (request) => welcome(db, request.user),
  });

  route(app, endpoints.sendChatMessage, {
    preHandler: limitChat,
    handler: async (request) =>
      answerMessage(db, config, request.user, request.body, {
        onModelError: (error) =>
          request.log.warn({ err: error }, "assistant model unavailable; answered with the built-in engine"),
      }),
  });
};
