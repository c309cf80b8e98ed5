import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  idParams,
  isoDateTime,
  optionalText,
  pageLimit,
  requiredText,
} from "./common";
import { defineEndpoint } from "./endpoint";

/** Issue 27: reports, one moderation queue, decisions and appeals (docs/moderation.md). */

export const REPORT_TARGET_TYPES = [
  "post",
  "comment",
  "message",
  "member",
  "business",
  "review",
  "service_review",
  "opportunity",
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_CATEGORIES = [
  "spam",
  "harassment",
  "hate",
  "misinformation",
  "impersonation",
  "inappropriate",
  "other",
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  spam: "Spam",
  harassment: "Harassment or bullying",
  hate: "Hate speech",
  misinformation: "False information",
  impersonation: "Pretending to be someone else",
  inappropriate: "Inappropriate content",
  other: "Something else",
};

/** Reports one member may make each hour. */
export const REPORTS_PER_HOUR = 20;
export const REPORT_NOTE_MAX = 1000;
export const DECISION_REASON_MAX = 1000;
export const APPEAL_TEXT_MAX = 2000;
/** A decision may be appealed once, within this many days. */
export const APPEAL_WINDOW_DAYS = 20;
export const SUSPENSION_DAYS_MAX = 365;

export const reportRequestSchema = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: `targetType must be one of: ${REPORT_TARGET_TYPES.join(", ")}`,
  }),
  targetId: idParam("targetId", "body"),
  category: z.enum(REPORT_CATEGORIES, { error: `category must be one of: ${REPORT_CATEGORIES.join(", ")}` }),
  note: optionalText(REPORT_NOTE_MAX),
});
export type ReportRequest = z.output<typeof reportRequestSchema>;

export const reportResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(["open", "held", "resolved"]),
});
export type ReportResponse = z.output<typeof reportResponseSchema>;

export const ITEM_STATUSES = ["open", "held", "resolved"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const MODERATION_PAGE_SIZE = 20;
export const MODERATION_PAGE_MAX = 50;

export const queueQuerySchema = z.strictObject({
  status: z.enum(ITEM_STATUSES, { error: "status must be open, held or resolved" }).default("open"),
  limit: pageLimit(MODERATION_PAGE_SIZE, MODERATION_PAGE_MAX),
  cursor: cursorParam,
});
export type QueueQuery = z.output<typeof queueQuerySchema>;

export const moderationMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ModerationMember = z.output<typeof moderationMemberSchema>;

export const moderationTargetSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.number().int(),
  /** The opening words of the content (or the member's name, the business's name). */
  excerpt: z.string(),
  /** Where the content lives in the app, for "see it in context". */
  link: z.string(),
  author: moderationMemberSchema.nullable(),
});

export const queueItemSchema = z.object({
  id: z.number().int(),
  target: moderationTargetSchema,
  reportCount: z.number().int(),
  categories: z.array(z.enum(REPORT_CATEGORIES)),
  firstReportedAt: isoDateTime,
  lastReportedAt: isoDateTime,
  status: z.enum(ITEM_STATUSES),
  assignee: moderationMemberSchema.nullable(),
});
export type QueueItem = z.output<typeof queueItemSchema>;
export const queueSchema = cursorPage("items", queueItemSchema);

export const moderationItemParamsSchema = idParams("Item id");

/** PUT or DELETE /api/moderation/items/{id}/assignee: who is handling a waiting item (null: nobody). */
export const itemAssignmentSchema = z.object({ assignee: moderationMemberSchema.nullable() });
export type ItemAssignment = z.output<typeof itemAssignmentSchema>;

/** GET /api/moderation/items/{id}: the item with the reporters' notes and the author's history. */
export const queueItemDetailSchema = queueItemSchema.extend({
  reports: z.array(
    z.object({
      id: z.number().int(),
      category: z.enum(REPORT_CATEGORIES),
      note: z.string().nullable(),
      createdAt: isoDateTime,
      reporter: moderationMemberSchema,
    }),
  ),
  /** The author's earlier decisions (strikes, hides, suspensions), newest first. */
  authorHistory: z.array(
    z.object({ id: z.number().int(), action: z.string(), reason: z.string(), decidedAt: isoDateTime }),
  ),
  /** The whole text of the content as its audience saw it. */
  content: z.string(),
});
export type QueueItemDetail = z.output<typeof queueItemDetailSchema>;

export const DECISION_ACTIONS = ["dismiss", "hide", "warn", "suspend", "approve"] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const decisionRequestSchema = z
  .strictObject({
    action: z.enum(DECISION_ACTIONS, { error: `action must be one of: ${DECISION_ACTIONS.join(", ")}` }),
    reason: requiredText("Reason", DECISION_REASON_MAX),
    durationDays: z
      .number({ error: "durationDays must be a number" })
      .int("durationDays must be a whole number")
      .min(1, "durationDays must be at least 1")
      .max(SUSPENSION_DAYS_MAX, `durationDays must be at most ${SUSPENSION_DAYS_MAX}`)
      .nullish(),
  })
  .refine((body) => body.action === "suspend" || body.durationDays == null, {
    message: "durationDays is only for a suspension",
    path: ["durationDays"],
  });
export type DecisionRequest = z.output<typeof decisionRequestSchema>;

export const decisionSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  action: z.enum(DECISION_ACTIONS),
  reason: z.string(),
  durationDays: z.number().int().nullable(),
  decidedAt: isoDateTime,
});
export type Decision = z.output<typeof decisionSchema>;

export const myDecisionSchema = z.object({
  id: z.number().int(),
  action: z.enum(DECISION_ACTIONS),
  reason: z.string(),
  target: z.object({ type: z.enum(REPORT_TARGET_TYPES), id: z.number().int(), excerpt: z.string() }),
  decidedAt: isoDateTime,
  appealableUntil: isoDateTime,
  reversed: z.boolean(),
  appeal: z.object({ id: z.number().int(), status: z.enum(["open", "upheld", "reversed"]) }).nullable(),
});
export type MyDecision = z.output<typeof myDecisionSchema>;
export const myDecisionsSchema = z.object({ decisions: z.array(myDecisionSchema) });

export const appealRequestSchema = z.strictObject({
  decisionId: idParam("decisionId", "body"),
  text: requiredText("Appeal", APPEAL_TEXT_MAX),
});
export type AppealRequest = z.output<typeof appealRequestSchema>;

export const APPEAL_STATUSES = ["open", "upheld", "reversed"] as const;

export const appealSchema = z.object({
  id: z.number().int(),
  decisionId: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  text: z.string(),
  createdAt: isoDateTime,
  member: moderationMemberSchema,
  decision: z.object({
    action: z.enum(DECISION_ACTIONS),
    reason: z.string(),
    moderator: moderationMemberSchema.nullable(),
    target: z.object({ type: z.enum(REPORT_TARGET_TYPES), id: z.number().int(), excerpt: z.string() }),
  }),
});
export type Appeal = z.output<typeof appealSchema>;
export const appealListSchema = cursorPage("appeals", appealSchema);
export const appealListQuerySchema = z.strictObject({
  status: z.enum(APPEAL_STATUSES, { error: "status must be open, upheld or reversed" }).default("open"),
  limit: pageLimit(MODERATION_PAGE_SIZE, MODERATION_PAGE_MAX),
  cursor: cursorParam,
});
export const appealParamsSchema = idParams("Appeal id");
export const appealAnswerSchema = z.strictObject({
  outcome: z.enum(["upheld", "reversed"], { error: "outcome must be upheld or reversed" }),
  reason: requiredText("Reason", DECISION_REASON_MAX),
});
export type AppealAnswer = z.output<typeof appealAnswerSchema>;

export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  moderator: moderationMemberSchema.nullable(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.number().int() }),
  reason: z.string(),
  at: isoDateTime,
});
export type ModerationLogEntry = z.output<typeof moderationLogEntrySchema>;
export const moderationLogSchema = cursorPage("entries", moderationLogEntrySchema);
export const moderationLogQuerySchema = z.strictObject({
  limit: pageLimit(MODERATION_PAGE_SIZE, MODERATION_PAGE_MAX),
  cursor: cursorParam,
});

export const appealStatusSchema = z.object({ id: z.number().int(), status: z.enum(APPEAL_STATUSES) });

const reportTags = ["moderation"] as const;

/** Reports, the queue, decisions, appeals and the log, each defined once (decision 0018). */
export const moderationEndpoints = {
  createReport: defineEndpoint({
    method: "POST",
    path: "/api/reports",
    operationId: "createReport",
    summary: "Report something the member can see (200 with the earlier report when asked again)",
    tags: reportTags,
    access: "member",
    body: reportRequestSchema,
    status: 201,
    response: reportResponseSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  listQueue: defineEndpoint({
    method: "GET",
    path: "/api/moderation/queue",
    operationId: "listModerationQueue",
    summary: "Reported targets, one item each, oldest waiting first",
    tags: reportTags,
    access: "moderator",
    query: queueQuerySchema,
    status: 200,
    response: queueSchema,
    errors: errorResponses(400, 401, 403),
    list: "items",
  }),
  readItem: defineEndpoint({
    method: "GET",
    path: "/api/moderation/items/:id",
    operationId: "readModerationItem",
    summary: "One queue item with its content, the reporters' notes and the author's history",
    tags: reportTags,
    access: "moderator",
    params: moderationItemParamsSchema,
    status: 200,
    response: queueItemDetailSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  decideItem: defineEndpoint({
    method: "POST",
    path: "/api/moderation/items/:id/decision",
    operationId: "decideModerationItem",
    summary: "Dismiss, hide, warn, suspend or approve: the decision on one queue item",
    tags: reportTags,
    access: "moderator",
    params: moderationItemParamsSchema,
    body: decisionRequestSchema,
    status: 201,
    response: decisionSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  takeItem: defineEndpoint({
    method: "PUT",
    path: "/api/moderation/items/:id/assignee",
    operationId: "takeModerationItem",
    summary: "Take a waiting item: other moderators see who handles it and cannot decide it meanwhile",
    tags: reportTags,
    access: "moderator",
    params: moderationItemParamsSchema,
    status: 200,
    response: itemAssignmentSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  releaseItem: defineEndpoint({
    method: "DELETE",
    path: "/api/moderation/items/:id/assignee",
    operationId: "releaseModerationItem",
    summary: "Give a taken item back to the queue (the moderator who took it, or an admin)",
    tags: reportTags,
    access: "moderator",
    params: moderationItemParamsSchema,
    status: 200,
    response: itemAssignmentSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  listLog: defineEndpoint({
    method: "GET",
    path: "/api/moderation/log",
    operationId: "listModerationLog",
    summary: "Every decision and appeal answer, newest first",
    tags: reportTags,
    access: "moderator",
    query: moderationLogQuerySchema,
    status: 200,
    response: moderationLogSchema,
    errors: errorResponses(400, 401, 403),
    list: "entries",
  }),
  myDecisions: defineEndpoint({
    method: "GET",
    path: "/api/moderation/decisions/mine",
    operationId: "listMyModerationDecisions",
    summary: "The decisions about the signed-in member, with their appeals",
    tags: reportTags,
    access: "member",
    status: 200,
    response: myDecisionsSchema,
    errors: errorResponses(400, 401, 403),
  }),
  createAppeal: defineEndpoint({
    method: "POST",
    path: "/api/moderation/appeals",
    operationId: "createModerationAppeal",
    summary: "Appeal a decision once, within 20 days",
    tags: reportTags,
    access: "member",
    body: appealRequestSchema,
    status: 201,
    response: appealStatusSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  listAppeals: defineEndpoint({
    method: "GET",
    path: "/api/moderation/appeals",
    operationId: "listModerationAppeals",
    summary: "Appeals by status, oldest first",
    tags: reportTags,
    access: "moderator",
    query: appealListQuerySchema,
    status: 200,
    response: appealListSchema,
    errors: errorResponses(400, 401, 403),
    list: "appeals",
  }),
  answerAppeal: defineEndpoint({
    method: "POST",
    path: "/api/moderation/appeals/:id",
    operationId: "answerModerationAppeal",
    summary: "Uphold or reverse a decision on appeal (a moderator other than the one who decided)",
    tags: reportTags,
    access: "moderator",
    params: appealParamsSchema,
    body: appealAnswerSchema,
    status: 200,
    response: appealStatusSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
};

export const SUSPENDED_MESSAGE_PREFIX = "Your account is suspended";
