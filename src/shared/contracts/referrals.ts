import { z } from "zod";
import { isoDateTime, safeText } from "./common";

/** Referral statuses (document 2, referrals.status): pending until the target answers. */
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
/** The response header carrying the next page's cursor; absent on the last page. */
export const REFERRAL_NEXT_CURSOR_HEADER = "x-next-cursor";

/** Document 1 section 8. */
export const REFERRAL_SENT_TITLE = "Referral sent!";
export const REFERRAL_SENT_DESCRIPTION = "Your referral has been processed and sent via our AI system.";

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

export const referralMatchesQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(REFERRAL_MATCHES_MAX, `Limit must be at most ${REFERRAL_MATCHES_MAX}`)
    .default(REFERRAL_MATCHES_DEFAULT),
});

export const referralPageQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(REFERRAL_PAGE_SIZE_MAX, `Limit must be at most ${REFERRAL_PAGE_SIZE_MAX}`)
    .default(REFERRAL_PAGE_SIZE),
  cursor: safeText(200)
    .regex(/^[A-Za-z0-9_-]+$/, "Invalid cursor")
    .optional(),
});
export type ReferralPageQuery = z.output<typeof referralPageQuerySchema>;

export const referralStatsQuerySchema = z.strictObject({});

export const referralIdParamsSchema = z.strictObject({ id: positiveId("Referral id") });

/** POST /api/referrals/send (document 1 section 7): targetId, targetType 'user', optional message. */
export const sendReferralRequestSchema = z.strictObject({
  targetId: positiveId("Target id"),
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

/** GET /api/referrals/matches: one AI match (document 1 section 3, "Referral match"). */
export const referralMatchSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
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

export const referralPersonSchema = z.object({
  id: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
});
export type ReferralPerson = z.input<typeof referralPersonSchema>;

/** GET /api/referrals/pending: a referral the member sent (document 1 section 3, "Pending referral"). */
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
export const pendingReferralListSchema = z.array(pendingReferralSchema);

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
export const receivedReferralListSchema = z.array(receivedReferralSchema);

/** GET /api/referrals/stats (document 1 section 3, "Referral stats"). */
export const referralStatsSchema = z.object({
  /** Referrals the member sent. */
  sent: z.number().int(),
  /** Of those, accepted or completed. */
  successful: z.number().int(),
  /** successful / sent as a whole percent; 0 before the first referral. */
  successRate: z.number().int().min(0).max(100),
});
export type ReferralStats = z.input<typeof referralStatsSchema>;
