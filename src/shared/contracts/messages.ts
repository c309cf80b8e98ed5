import { z } from "zod";
import { isoDateTime, requiredText } from "./common";

/** Document 1 section 4: the three message types. */
export const MESSAGE_TYPES = ["opportunity", "partnership", "other"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_DEFAULT = 20;
export const MESSAGES_PAGE_MAX = 50;
export const NOT_A_CONNECTION = "You can only message your connections.";

export const messageIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** An opaque keyset cursor: microseconds since the epoch and the id of the last message seen. */
export const MESSAGE_CURSOR_PATTERN = /^\d{1,17}_\d{1,10}$/;

export const messageListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
  cursor: z.string().regex(MESSAGE_CURSOR_PATTERN, "Invalid cursor").optional(),
});

export const sendMessageRequestSchema = z.strictObject({
  recipientId: z.number({ error: "Recipient is required" }).int().positive(),
  content: requiredText("Message", MESSAGE_MAX_LENGTH),
  type: z.enum(MESSAGE_TYPES, { error: "Type must be opportunity, partnership or other" }).default("other"),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const messageSenderSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
});

/** A message to the signed-in member (document 1 section 3). */
export const messageSchema = z.object({
  id: z.number().int(),
  sender: messageSenderSchema,
  content: z.string(),
  relativeTime: z.string(),
  createdAt: isoDateTime,
  type: z.enum(MESSAGE_TYPES),
  unread: z.boolean(),
});
export type Message = z.input<typeof messageSchema>;

export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessageList = z.input<typeof messageListSchema>;

/** The answer to POST /api/messages: what the sender sent. */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  recipientId: z.number().int(),
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  createdAt: isoDateTime,
});
export type SentMessage = z.input<typeof sentMessageSchema>;
