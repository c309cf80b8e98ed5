import { z } from "zod";
import { cursorParam, idParam, idParams, isoDateTime, pageLimit, requiredText } from "./common";

/** Document 1 section 4: the three message types. */
export const MESSAGE_TYPES = ["opportunity", "partnership", "other"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_DEFAULT = 20;
export const MESSAGES_PAGE_MAX = 50;
export const NOT_A_CONNECTION = "You can only message your connections.";

export const messageIdParamsSchema = idParams("Message id");

export const messageListQuerySchema = z.strictObject({
  limit: pageLimit(MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX),
  cursor: cursorParam,
});

export const sendMessageRequestSchema = z.strictObject({
  recipientId: idParam("Recipient", "body", { type: "Recipient is required" }),
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

/** A message to the signed-in member (docs/product.md, Data). */
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

/** Conversations (issue 14): one per other member, paged by an `id` cursor of their last message. */
export const CONVERSATIONS_PAGE_DEFAULT = 20;
export const CONVERSATIONS_PAGE_MAX = 50;
export const THREAD_PAGE_DEFAULT = 30;
export const THREAD_PAGE_MAX = 100;

export const conversationListQuerySchema = z.strictObject({
  limit: pageLimit(CONVERSATIONS_PAGE_DEFAULT, CONVERSATIONS_PAGE_MAX),
  cursor: cursorParam,
});

export const threadQuerySchema = z.strictObject({
  limit: pageLimit(THREAD_PAGE_DEFAULT, THREAD_PAGE_MAX),
  cursor: cursorParam,
});

export const conversationParamsSchema = z.strictObject({ memberId: idParam("Member id") });

export const conversationMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type ConversationMember = z.input<typeof conversationMemberSchema>;

export const conversationSchema = z.object({
  member: conversationMemberSchema,
  lastMessage: z.object({
    id: z.number().int(),
    content: z.string(),
    createdAt: isoDateTime,
    fromMe: z.boolean(),
  }),
  unreadCount: z.number().int(),
});
export type Conversation = z.input<typeof conversationSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.input<typeof conversationListSchema>;

export const threadMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  createdAt: isoDateTime,
  read: z.boolean(),
});
export type ThreadMessage = z.input<typeof threadMessageSchema>;

/** One conversation's messages, newest first; canSend is false once the members are no longer connected. */
export const threadSchema = z.object({
  member: conversationMemberSchema,
  canSend: z.boolean(),
  messages: z.array(threadMessageSchema),
  nextCursor: z.string().nullable(),
});
export type Thread = z.input<typeof threadSchema>;

export const threadReadSchema = z.object({ read: z.number().int() });

/** GET /api/messages/unread-count: messages to the member not yet read (the top bar's Messaging badge). */
export const messageUnreadCountSchema = z.object({ unreadCount: z.number().int() });
export type MessageUnreadCount = z.input<typeof messageUnreadCountSchema>;
