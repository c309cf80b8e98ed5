import { z } from "zod";
import { errorResponses, safeText } from "./common";
import { defineEndpoint } from "./endpoint";

/** A chat message is at most this long (the limit). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Only the last turns of a conversation are read; older ones are dropped. */
export const CHAT_HISTORY_TURNS = 20;
/** How many history entries a request may carry at all, and how long each may be. */
export const CHAT_HISTORY_MAX_ENTRIES = 100;
export const CHAT_HISTORY_CONTENT_MAX_LENGTH = 8000;

export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** docs/product.md, Screens: what a suggested action does when chosen. */
export const SUGGESTED_ACTION_TYPES = ["view_service", "start_order", "check_status"] as const;
export type SuggestedActionType = (typeof SUGGESTED_ACTION_TYPES)[number];

/** docs/product.md, Errors. */
export const CHAT_SEND_FAILURE = "Failed to send message";

export const suggestedActionSchema = z.object({
  label: z.string(),
  type: z.enum(SUGGESTED_ACTION_TYPES),
  /**
   * For view_service: a category page's path segment (web-design ...) or 'all'. For start_order: the
   * service to order and the brief the order dialog starts with (docs/orders.md, The assistant).
   */
  data: z
    .object({
      category: z.string().optional(),
      serviceId: z.number().int().optional(),
      brief: z.string().optional(),
    })
    .optional(),
});
export type SuggestedAction = z.infer<typeof suggestedActionSchema>;

/** GET /api/chatbot/welcome and POST /api/chatbot/message answer the same shape. */
export const chatReplySchema = z.object({
  message: z.string(),
  suggestedActions: z.array(suggestedActionSchema),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** One earlier turn; extra fields a client keeps on its messages (timestamp ...) are ignored. */
export const chatHistoryEntrySchema = z.object({
  role: z.enum(CHAT_ROLES, { error: "Role must be user or assistant" }),
  content: safeText(CHAT_HISTORY_CONTENT_MAX_LENGTH),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

export const chatMessageRequestSchema = z.strictObject({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message cannot be empty")
    .pipe(safeText(CHAT_MESSAGE_MAX_LENGTH)),
  conversationHistory: z
    .array(chatHistoryEntrySchema)
    .max(CHAT_HISTORY_MAX_ENTRIES, `At most ${CHAT_HISTORY_MAX_ENTRIES} history entries`)
    .default([])
    .transform((history) => history.slice(-CHAT_HISTORY_TURNS)),
});
export type ChatMessageRequest = z.input<typeof chatMessageRequestSchema>;
export type ChatMessageInput = z.output<typeof chatMessageRequestSchema>;

/** A message as the chat screen keeps it (docs/product.md, Data). */
export type ChatMessage = {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: string;
  suggestedActions: SuggestedAction[];
};

const assistantTags = ["assistant"] as const;

/** The services assistant (decision 0018): for visitors and members alike. */
export const assistantEndpoints = {
  getChatWelcome: defineEndpoint({
    method: "GET",
    path: "/api/chatbot/welcome",
    operationId: "getChatWelcome",
    summary: "The assistant's greeting and first suggested actions (greets a signed-in member by name)",
    tags: assistantTags,
    access: "public",
    status: 200,
    response: chatReplySchema,
    errors: errorResponses(),
  }),
  sendChatMessage: defineEndpoint({
    method: "POST",
    path: "/api/chatbot/message",
    operationId: "sendChatMessage",
    summary: "Ask the assistant: its answer and suggested actions",
    tags: assistantTags,
    access: "public",
    body: chatMessageRequestSchema,
    status: 200,
    response: chatReplySchema,
    errors: errorResponses(400, 429),
  }),
};
