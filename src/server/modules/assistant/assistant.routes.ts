import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chatMessageRequestSchema, chatReplySchema } from "../../../shared/contracts/assistant";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
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

  app.get("/welcome", { schema: { response: { 200: chatReplySchema } } }, async (request) =>
    welcome(db, request.user),
  );

  app.post(
    "/message",
    {
      schema: {
        body: chatMessageRequestSchema,
        response: { 200: chatReplySchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: limitChat,
    },
    async (request) =>
      answerMessage(db, config, request.user, request.body, {
        onModelError: (error) =>
          request.log.warn({ err: error }, "assistant model unavailable; answered with the built-in engine"),
      }),
  );
};
