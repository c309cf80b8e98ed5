import { z } from "zod";
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from "./auth";
import { cursorPage, errorResponses, idParams, isoDateTime } from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** POST /api/profile/avatar (multipart/form-data, field `file`): the member's new photo. */
export const profilePhotoResponseSchema = z.object({ profileImage: z.string() });
export type ProfilePhotoResponse = z.infer<typeof profilePhotoResponseSchema>;

/** The accepted photo formats and size, as the server checks them (the page checks them first). */
export const PROFILE_PHOTO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Stored photos are at most this wide (and, being square crops, this high). */
export const PROFILE_PHOTO_MAX_WIDTH = 512;

const passwordField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX_LENGTH);

/** POST /api/auth/password */
export const passwordChangeRequestSchema = z.strictObject({
  currentPassword: passwordField("Current password"),
  newPassword: newPasswordSchema,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/auth/sessions: where the member is signed in, this browser first. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
});
export type AccountSession = z.output<typeof accountSessionSchema>;
export const sessionListResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export const sessionParamsSchema = idParams("Session id");
export const endedSessionsResponseSchema = z.object({ ended: z.number().int() });

/**
 * POST /api/auth/password-reset: 202 when an account uses the address, 404 when none does. Whether an
 * address has an account is not hidden, here as at registration (docs/security.md, "Accounts are not secret").
 */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const PASSWORD_RESET_SENT_MESSAGE =
  "We have e-mailed you a link to reset your password. The link works for one hour.";
export const NO_ACCOUNT_FOR_ADDRESS = "No account uses this e-mail address. Check it, or create an account.";
/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** The answer to every other call of a member whose account an admin made with a temporary password. */
export const PASSWORD_CHANGE_REQUIRED =
  "Choose your own password first: your account was made with a temporary one (POST /api/auth/password).";

/** POST /api/auth/password-reset/confirm */
export const passwordResetConfirmSchema = z.strictObject({
  token: z
    .string({ error: "The reset link is incomplete" })
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "The reset link is not valid"),
  newPassword: newPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** DELETE /api/account */
export const accountDeleteRequestSchema = z.strictObject({ password: passwordField("Password") });
export type AccountDeleteRequest = z.input<typeof accountDeleteRequestSchema>;
/** How a member who deleted their account is named where their messages and referrals remain. */
export const DELETED_MEMBER_NAME = "Deleted member";

/** Blocking: POST/DELETE /api/members/{id}/block, GET for the state, GET /api/account/blocks for the list. */
export const memberParamsSchema = idParams("Member id");
export const blockStateSchema = z.object({ blocked: z.boolean() });
/** `name` is the shown name: DELETED_MEMBER_NAME for a deleted account. */
export const blockedMemberSchema = memberSummarySchema.extend({ name: z.string(), blockedAt: isoDateTime });
export type BlockedMember = z.output<typeof blockedMemberSchema>;
export const BLOCKS_PAGE_LIMIT = { default: 20, max: 50 } as const;
export const blockListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BLOCKS_PAGE_LIMIT.max).default(BLOCKS_PAGE_LIMIT.default),
  cursor: z.string().max(200).optional(),
});
export const blockListResponseSchema = cursorPage("blocks", blockedMemberSchema);
export const BLOCKED_MESSAGE = "You cannot do that: one of you has blocked the other.";

/**
 * The member's answer to the first-visit welcome: started the tour, skipped it, or finished it. The
 * welcome dialog is offered until one is recorded, and never again after (any answer counts).
 */
export const TOUR_STATUSES = ["started", "completed", "skipped"] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
/** GET /api/account/tour and the answer of PUT /api/account/tour. */
export const tourStateSchema = z.object({ status: z.enum(TOUR_STATUSES).nullable() });
export type TourState = z.infer<typeof tourStateSchema>;
/** PUT /api/account/tour */
export const tourUpdateRequestSchema = z.strictObject({
  status: z.enum(TOUR_STATUSES, { error: "Status must be started, completed or skipped" }),
});

/**
 * GET /api/account/getting-started: the dashboard's "Getting started" checklist, each step done or
 * not, read from the member's own data (the checklist disappears once every step is done).
 */
export const gettingStartedSchema = z.object({
  /** A profile photo is uploaded. */
  photo: z.boolean(),
  /** A headline (job title) is filled in. */
  headline: z.boolean(),
  /** Both what the member offers and what they look for are filled in. */
  offerAndLookingFor: z.boolean(),
  /** At least one accepted connection, in either direction. */
  connection: z.boolean(),
  /** At least one post in the feed. */
  post: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

const accountTags = ["account"] as const;
const authErrors = errorResponses(400, 401, 403, 404, 429);
const accountErrors = errorResponses(400, 401, 403, 409, 429);
const blockErrors = errorResponses(400, 401, 403, 404);
const photoErrors = errorResponses(400, 401, 403, 413, 415);

/**
 * The member's own account (decision 0018): under /api/auth the password, sessions and the
 * forgotten-password flow; under /api/account the export, deletion, blocked members, tour and
 * checklist; blocking under /api/members; the profile photo under /api/profile.
 */
export const accountEndpoints = {
  changePassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/password",
    operationId: "changePassword",
    summary: "Change the password; the member's other sessions end",
    tags: accountTags,
    access: "member",
    body: passwordChangeRequestSchema,
    status: 200,
    response: endedSessionsResponseSchema,
    errors: authErrors,
  }),
  listSessions: defineEndpoint({
    method: "GET",
    path: "/api/auth/sessions",
    operationId: "listSessions",
    summary: "Where the member is signed in, this browser first",
    tags: accountTags,
    access: "member",
    status: 200,
    response: sessionListResponseSchema,
    errors: authErrors,
  }),
  endSession: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/sessions/:id",
    operationId: "endSession",
    summary: "Sign out one of the member's sessions",
    tags: accountTags,
    access: "member",
    params: sessionParamsSchema,
    status: 204,
    response: z.null(),
    errors: authErrors,
  }),
  endOtherSessions: defineEndpoint({
    method: "POST",
    path: "/api/auth/sessions/end-others",
    operationId: "endOtherSessions",
    summary: "Sign out every session of the member but this one",
    tags: accountTags,
    access: "member",
    body: z.strictObject({}).optional(),
    status: 200,
    response: endedSessionsResponseSchema,
    errors: authErrors,
  }),
  requestPasswordReset: defineEndpoint({
    method: "POST",
    path: "/api/auth/password-reset",
    operationId: "requestPasswordReset",
    summary: "E-mail a password reset link (404 when no account uses the address)",
    tags: accountTags,
    access: "public",
    body: passwordResetRequestSchema,
    status: 202,
    response: messageResponseSchema,
    errors: authErrors,
  }),
  confirmPasswordReset: defineEndpoint({
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    operationId: "confirmPasswordReset",
    summary: "Choose a new password with the token of the e-mailed reset link",
    tags: accountTags,
    access: "public",
    body: passwordResetConfirmSchema,
    status: 200,
    response: messageResponseSchema,
    errors: authErrors,
  }),
  exportAccount: defineEndpoint({
    method: "GET",
    path: "/api/account/export",
    operationId: "exportAccount",
    summary: "Everything the member's account holds, as a JSON file to download",
    tags: accountTags,
    access: "member",
    status: 200,
    /** The export document itself (an attachment), not an answer of a fixed shape. */
    response: z.unknown().meta({ description: "The member's data (application/json attachment)" }),
    errors: errorResponses(401, 403, 429),
  }),
  deleteAccount: defineEndpoint({
    method: "DELETE",
    path: "/api/account",
    operationId: "deleteAccount",
    summary: "Delete the member's account (the password confirms); this browser is signed out",
    tags: accountTags,
    access: "member",
    body: accountDeleteRequestSchema,
    status: 204,
    response: z.null(),
    errors: accountErrors,
  }),
  listBlockedMembers: defineEndpoint({
    method: "GET",
    path: "/api/account/blocks",
    operationId: "listBlockedMembers",
    summary: "The members the signed-in member has blocked, the latest first",
    tags: accountTags,
    access: "member",
    query: blockListQuerySchema,
    status: 200,
    response: blockListResponseSchema,
    errors: accountErrors,
    list: "blocks",
  }),
  readTourState: defineEndpoint({
    method: "GET",
    path: "/api/account/tour",
    operationId: "readTourState",
    summary: "How the member answered the first-visit tour (null until they did)",
    tags: accountTags,
    access: "member",
    status: 200,
    response: tourStateSchema,
    errors: accountErrors,
  }),
  recordTourStatus: defineEndpoint({
    method: "PUT",
    path: "/api/account/tour",
    operationId: "recordTourStatus",
    summary: "Record that the member started, finished or skipped the first-visit tour",
    tags: accountTags,
    access: "member",
    body: tourUpdateRequestSchema,
    status: 200,
    response: tourStateSchema,
    errors: accountErrors,
  }),
  readGettingStarted: defineEndpoint({
    method: "GET",
    path: "/api/account/getting-started",
    operationId: "readGettingStarted",
    summary: "The dashboard's getting-started checklist, each step done or not",
    tags: accountTags,
    access: "member",
    status: 200,
    response: gettingStartedSchema,
    errors: accountErrors,
  }),
  readBlockState: defineEndpoint({
    method: "GET",
    path: "/api/members/:id/block",
    operationId: "readBlockState",
    summary: "Whether the signed-in member has blocked this member",
    tags: accountTags,
    access: "member",
    params: memberParamsSchema,
    status: 200,
    response: blockStateSchema,
    errors: blockErrors,
  }),
  blockMember: defineEndpoint({
    method: "POST",
    path: "/api/members/:id/block",
    operationId: "blockMember",
    summary: "Block a member: neither sees nor reaches the other any more",
    tags: accountTags,
    access: "member",
    params: memberParamsSchema,
    status: 200,
    response: blockStateSchema,
    errors: blockErrors,
  }),
  unblockMember: defineEndpoint({
    method: "DELETE",
    path: "/api/members/:id/block",
    operationId: "unblockMember",
    summary: "Unblock a member",
    tags: accountTags,
    access: "member",
    params: memberParamsSchema,
    status: 200,
    response: blockStateSchema,
    errors: blockErrors,
  }),
  uploadProfilePhoto: defineEndpoint({
    method: "POST",
    path: "/api/profile/avatar",
    operationId: "uploadProfilePhoto",
    summary: "Upload the member's profile photo (JPEG, PNG or WebP); the one it replaces is deleted",
    tags: accountTags,
    access: "member",
    upload: { field: "file" },
    status: 200,
    response: profilePhotoResponseSchema,
    errors: errorResponses(400, 401, 403, 413, 415, 429),
  }),
  removeProfilePhoto: defineEndpoint({
    method: "DELETE",
    path: "/api/profile/avatar",
    operationId: "removeProfilePhoto",
    summary: "Remove the member's profile photo",
    tags: accountTags,
    access: "member",
    status: 204,
    response: z.null(),
    errors: photoErrors,
  }),
};
