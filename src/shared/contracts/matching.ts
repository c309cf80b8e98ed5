import { z } from "zod";
import { errorResponses, idParam, isoDateTime } from "./common";
import { defineEndpoint } from "./endpoint";

/** Why a member is not interested in a suggestion (issue 29 point 4); optional. */
export const MATCH_DISMISSAL_REASONS = ["not_relevant", "already_know", "not_now"] as const;
export type MatchDismissalReason = (typeof MATCH_DISMISSAL_REASONS)[number];
export const MATCH_DISMISSAL_REASON_LABELS: Record<MatchDismissalReason, string> = {
  not_relevant: "Not relevant to me",
  already_know: "I already know them",
  not_now: "Not now",
};
export const CANNOT_DISMISS_SELF = "You are never suggested to yourself.";
export const MEMBER_NOT_FOUND = "No such member.";

export const matchDismissalParamsSchema = z.strictObject({ memberId: idParam("Member id") });

/** POST /api/matches/{memberId}/dismiss */
export const matchDismissalRequestSchema = z.strictObject({
  reason: z.enum(MATCH_DISMISSAL_REASONS, { error: "Choose one of the reasons offered, or none" }).optional(),
});
export type MatchDismissalRequest = z.input<typeof matchDismissalRequestSchema>;

export const matchDismissalSchema = z.object({
  memberId: z.number().int(),
  reason: z.enum(MATCH_DISMISSAL_REASONS).nullable(),
  dismissedAt: isoDateTime,
});
export type MatchDismissal = z.input<typeof matchDismissalSchema>;

export const matchingEndpoints = {
  dismissMatch: defineEndpoint({
    method: "POST",
    path: "/api/matches/:memberId/dismiss",
    operationId: "dismissMatch",
    summary: "Not interested: the member leaves every suggestion list of the caller",
    tags: ["matching"],
    access: "member",
    params: matchDismissalParamsSchema,
    body: matchDismissalRequestSchema,
    status: 201,
    response: matchDismissalSchema,
    errors: errorResponses(400, 401, 404),
  }),
  undoMatchDismissal: defineEndpoint({
    method: "DELETE",
    path: "/api/matches/:memberId/dismiss",
    operationId: "undoMatchDismissal",
    summary: "Undo Not interested: the member may be suggested again",
    tags: ["matching"],
    access: "member",
    params: matchDismissalParamsSchema,
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 401),
  }),
};
