import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  idParams,
  isoDateTime,
  pageLimit,
  requiredText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** docs/product.md, States: the three message types. */
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

/** The sender as the spec's Message names them (`name`), on top of the member summary. */
export const messageSenderSchema = memberSummarySchema.extend({ name: z.string() });

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

export const messageListSchema = cursorPage("messages", messageSchema);
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

export const conversationMemberSchema = memberSummarySchema;
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

export const conversationListSchema = cursorPage("conversations", conversationSchema);
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
export const threadSchema = cursorPage("messages", threadMessageSchema).extend({
  member: conversationMemberSchema,
  canSend: z.boolean(),
});
export type Thread = z.input<typeof threadSchema>;

export const threadReadSchema = z.object({ read: z.number().int() });

/** GET /api/messages/unread-count: messages to the member not yet read (the top bar's Messaging badge). */
export const messageUnreadCountSchema = z.object({ unreadCount: z.number().int() });
export type MessageUnreadCount = z.input<typeof messageUnreadCountSchema>;

const messageTags = ["messages"] as const;
/** A POST or PATCH that takes no body (an empty object or none at all). */
const noBody = z.strictObject({}).nullish();

/** /api/messages: the signed-in member's messages and conversations with their connections (decision 0018). */
export const messagesEndpoints = {
  listMessages: defineEndpoint({
    method: "GET",
    path: "/api/messages",
    operationId: "listMessages",
    summary: "Messages to the signed-in member, newest first",
    tags: messageTags,
    access: "member",
    query: messageListQuerySchema,
    status: 200,
    response: messageListSchema,
    errors: errorResponses(400, 401, 403),
    list: "messages",
  }),
  sendMessage: defineEndpoint({
    method: "POST",
    path: "/api/messages",
    operationId: "sendMessage",
    summary: "Send a message to a connection (a verified e-mail address is needed; a limited number a day)",
    tags: messageTags,
    access: "member",
    body: sendMessageRequestSchema,
    status: 201,
    response: sentMessageSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  markMessageRead: defineEndpoint({
    method: "PATCH",
    path: "/api/messages/:id/read",
    operationId: "markMessageRead",
    summary: "Mark one message to the member read",
    tags: messageTags,
    access: "member",
    params: messageIdParamsSchema,
    body: noBody,
    status: 200,
    response: messageSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  listConversations: defineEndpoint({
    method: "GET",
    path: "/api/messages/conversations",
    operationId: "listConversations",
    summary: "The member's conversations, the latest message first, with their unread counts",
    tags: messageTags,
    access: "member",
    query: conversationListQuerySchema,
    status: 200,
    response: conversationListSchema,
    errors: errorResponses(400, 401, 403),
    list: "conversations",
  }),
  readConversation: defineEndpoint({
    method: "GET",
    path: "/api/messages/conversations/:memberId",
    operationId: "readConversation",
    summary: "One conversation's messages, newest first, with the other member and whether one may write",
    tags: messageTags,
    access: "member",
    params: conversationParamsSchema,
    query: threadQuerySchema,
    status: 200,
    response: threadSchema,
    errors: errorResponses(400, 401, 403, 404),
    list: "messages",
  }),
  markConversationRead: defineEndpoint({
    method: "POST",
    path: "/api/messages/conversations/:memberId/read",
    operationId: "markConversationRead",
    summary: "Mark the other member's messages in a conversation (and their notification) read",
    tags: messageTags,
    access: "member",
    params: conversationParamsSchema,
    body: noBody,
    status: 200,
    response: threadReadSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  countUnreadMessages: defineEndpoint({
    method: "GET",
    path: "/api/messages/unread-count",
    operationId: "countUnreadMessages",
    summary: "How many messages to the member are unread (the Messaging badge)",
    tags: messageTags,
    access: "member",
    status: 200,
    response: messageUnreadCountSchema,
    errors: errorResponses(400, 401, 403),
  }),
};
