import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  idParams,
  isoDateTime,
  pageLimit,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** Referral statuses (docs/product.md, referrals.status): pending until the target answers. */
export const REFERRAL_STATUSES = ["pending", "accepted", "declined", "completed"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** What the referred member can answer. */
export const REFERRAL_RESPONSES = ["accepted", "declined"] as const;
/** Where the referral's automation delivery is; shown as ghlStatus. */
export const AUTOMATION_STATUSES = ["pending", "sent", "failed", "skipped"] as const;

export const REFERRAL_MESSAGE_MAX_LENGTH = 1000;
export const REFERRAL_MATCHES_DEFAULT = 12;
export const REFERRAL_MATCHES_MAX = 50;
export const REFERRAL_PAGE_SIZE = 20;
export const REFERRAL_PAGE_SIZE_MAX = 50;

/** docs/product.md, Errors. */
export const REFERRAL_SENT_TITLE = "Referral sent!";
export const REFERRAL_SENT_DESCRIPTION = "Your referral has been processed and sent via our AI system.";

export const referralMatchesQuerySchema = z.strictObject({
  limit: pageLimit(REFERRAL_MATCHES_DEFAULT, REFERRAL_MATCHES_MAX),
});

export const referralPageQuerySchema = z.strictObject({
  limit: pageLimit(REFERRAL_PAGE_SIZE, REFERRAL_PAGE_SIZE_MAX),
  cursor: cursorParam,
});
export type ReferralPageQuery = z.output<typeof referralPageQuerySchema>;

export const referralStatsQuerySchema = z.strictObject({});

export const referralIdParamsSchema = idParams("Referral id");

/** POST /api/referrals/send (docs/product.md, Calls): targetId, targetType 'user', optional message. */
export const sendReferralRequestSchema = z.strictObject({
  targetId: idParam("Target id"),
  targetType: z.literal("user", { error: "Target type must be 'user'" }),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .pipe(safeText(REFERRAL_MESSAGE_MAX_LENGTH))
    .transform((value) => (value === "" ? null : value))
    .nullish(),
});
export type SendReferralRequest = z.input<typeof sendReferralRequestSchema>;

export const respondReferralRequestSchema = z.strictObject({
  status: z.enum(REFERRAL_RESPONSES, { error: "Status must be accepted or declined" }),
});
export type RespondReferralRequest = z.input<typeof respondReferralRequestSchema>;

/** GET /api/referrals/matches: one AI match (docs/product.md, Data: "Referral match"). */
export const referralMatchSchema = memberSummarySchema.extend({
  name: z.string(),
  /** The job title again, as the spec's Referral match names it. */
  title: z.string().nullable(),
  location: z.string().nullable(),
  industry: z.string().nullable(),
  /** The reciprocal match score, 0 to 100. */
  matchScore: z.number().int().min(0).max(100),
  lookingFor: z.string().nullable(),
  servicesOffered: z.string().nullable(),
  matchReasons: z.array(z.string()),
  mutualConnections: z.number().int(),
  linkedinUrl: z.string().nullable(),
  /** False once the member has referred this person (in any status). */
  canRefer: z.boolean(),
});
export type ReferralMatch = z.input<typeof referralMatchSchema>;
export const referralMatchListSchema = z.array(referralMatchSchema);

/** One person of a referral: a member summary, or FORMER_MEMBER (id and username null) once deleted. */
export const referralPersonSchema = memberSummarySchema.extend({
  id: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  /** The job title again, as the spec's Pending referral names it. */
  title: z.string().nullable(),
});
export type ReferralPerson = z.input<typeof referralPersonSchema>;

/** GET /api/referrals/pending: a referral the member sent (docs/product.md, Data: "Pending referral"). */
export const pendingReferralSchema = z.object({
  id: z.number().int(),
  /** Who is introduced; the member themself for a referral sent from AI Matches. */
  referee: referralPersonSchema,
  /** Who receives the introduction and answers it. */
  target: referralPersonSchema,
  message: z.string().nullable(),
  status: z.string(),
  /** The automation delivery status (pending, sent, failed, skipped), null when none was made. */
  ghlStatus: z.string().nullable(),
  createdAt: isoDateTime,
});
export type PendingReferral = z.input<typeof pendingReferralSchema>;
export const pendingReferralListSchema = cursorPage("referrals", pendingReferralSchema);

/** GET /api/referrals/received: a referral addressed to the member, who may accept or decline it. */
export const receivedReferralSchema = z.object({
  id: z.number().int(),
  referrer: referralPersonSchema,
  referee: referralPersonSchema,
  message: z.string().nullable(),
  status: z.string(),
  createdAt: isoDateTime,
});
export type ReceivedReferral = z.input<typeof receivedReferralSchema>;
export const receivedReferralListSchema = cursorPage("referrals", receivedReferralSchema);

/** GET /api/referrals/stats (docs/product.md, Data: "Referral stats"). */
export const referralStatsSchema = z.object({
  /** Referrals the member sent. */
  sent: z.number().int(),
  /** Of those, accepted or completed. */
  successful: z.number().int(),
  /** successful / sent as a whole percent; 0 before the first referral. */
  successRate: z.number().int().min(0).max(100),
});
export type ReferralStats = z.input<typeof referralStatsSchema>;

const referralTags = ["referrals"] as const;

/** /api/referrals: the AI Referrals tab, each call the signed-in member's own view (decision 0018). */
export const referralsEndpoints = {
  listReferralMatches: defineEndpoint({
    method: "GET",
    path: "/api/referrals/matches",
    operationId: "listReferralMatches",
    summary: "Members the AI matches to the signed-in member, the best match first",
    tags: referralTags,
    access: "member",
    query: referralMatchesQuerySchema,
    status: 200,
    response: referralMatchListSchema,
    errors: errorResponses(400, 401),
  }),
  listSentReferrals: defineEndpoint({
    method: "GET",
    path: "/api/referrals/pending",
    operationId: "listSentReferrals",
    summary: "Referrals the member sent, newest first",
    tags: referralTags,
    access: "member",
    query: referralPageQuerySchema,
    status: 200,
    response: pendingReferralListSchema,
    errors: errorResponses(400, 401),
    list: "referrals",
  }),
  listReceivedReferrals: defineEndpoint({
    method: "GET",
    path: "/api/referrals/received",
    operationId: "listReceivedReferrals",
    summary: "Referrals addressed to the member, newest first",
    tags: referralTags,
    access: "member",
    query: referralPageQuerySchema,
    status: 200,
    response: receivedReferralListSchema,
    errors: errorResponses(400, 401),
    list: "referrals",
  }),
  readReferralStats: defineEndpoint({
    method: "GET",
    path: "/api/referrals/stats",
    operationId: "readReferralStats",
    summary: "How many referrals the member sent and how many succeeded",
    tags: referralTags,
    access: "member",
    query: referralStatsQuerySchema,
    status: 200,
    response: referralStatsSchema,
    errors: errorResponses(400, 401),
  }),
  sendReferral: defineEndpoint({
    method: "POST",
    path: "/api/referrals/send",
    operationId: "sendReferral",
    summary: "Refer a member (a verified e-mail address is needed); the automation delivers it",
    tags: referralTags,
    access: "member",
    body: sendReferralRequestSchema,
    status: 201,
    response: pendingReferralSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  respondToReferral: defineEndpoint({
    method: "POST",
    path: "/api/referrals/:id/respond",
    operationId: "respondToReferral",
    summary: "The referred member accepts or declines a referral addressed to them",
    tags: referralTags,
    access: "member",
    params: referralIdParamsSchema,
    body: respondReferralRequestSchema,
    status: 200,
    response: receivedReferralSchema,
    errors: errorResponses(400, 401, 404, 409),
  }),
};
