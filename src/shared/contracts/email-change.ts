import { z } from "zod";
import { emailSchema, PASSWORD_MAX_LENGTH } from "./auth";
import { errorResponses } from "./common";
import { defineEndpoint } from "./endpoint";

/** How long the confirmation link sent to the new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the old address may undo a confirmed change. */
export const EMAIL_CHANGE_UNDO_MS = 7 * 24 * 60 * 60 * 1000;

const token = (what: string) =>
  z
    .string({ error: `The ${what} link is incomplete` })
    .trim()
    .min(1, `The ${what} link is incomplete`)
    .max(200, `The ${what} link is not valid`)
    .regex(/^[A-Za-z0-9_-]+$/, `The ${what} link is not valid`);

/** POST /api/account/email: answered 202; nothing changes until the new address confirms. */
export const emailChangeRequestSchema = z.strictObject({
  newEmail: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** POST /api/account/email/confirm: the token from the link sent to the new address. */
export const emailChangeConfirmSchema = z.strictObject({ token: token("confirmation") });
export type EmailChangeConfirm = z.input<typeof emailChangeConfirmSchema>;

/** POST /api/account/email/undo: the token from the notice sent to the old address. */
export const emailChangeUndoSchema = z.strictObject({ token: token("undo") });
export type EmailChangeUndo = z.input<typeof emailChangeUndoSchema>;

export const emailChangeResponseSchema = z.object({ message: z.string() });

export const EMAIL_CHANGE_SAME = "That is already your e-mail address.";
export const EMAIL_CHANGE_TAKEN = "Another account already uses that e-mail address.";
export const EMAIL_CHANGE_LINK_INVALID =
  "This link is invalid, was already used or has expired. Ask for the change again from Settings.";
export const EMAIL_CHANGE_UNDO_INVALID =
  "This undo link is invalid, was already used or is older than 7 days. Contact the site's administrators.";

const emailChangeTags = ["account"] as const;
const emailChangeErrors = errorResponses(400, 401, 403, 409, 429, 503);

/** /api/account/email: changing the member's e-mail address, Settings → Account (decision 0018). */
export const emailChangeEndpoints = {
  requestEmailChange: defineEndpoint({
    method: "POST",
    path: "/api/account/email",
    operationId: "requestEmailChange",
    summary: "Ask to change the e-mail address (the password confirms); a link goes to the new address",
    tags: emailChangeTags,
    access: "member",
    body: emailChangeRequestSchema,
    status: 202,
    response: emailChangeResponseSchema,
    errors: emailChangeErrors,
  }),
  confirmEmailChange: defineEndpoint({
    method: "POST",
    path: "/api/account/email/confirm",
    operationId: "confirmEmailChange",
    summary: "Confirm the change with the token of the link sent to the new address",
    tags: emailChangeTags,
    access: "public",
    body: emailChangeConfirmSchema,
    status: 200,
    response: emailChangeResponseSchema,
    errors: emailChangeErrors,
  }),
  undoEmailChange: defineEndpoint({
    method: "POST",
    path: "/api/account/email/undo",
    operationId: "undoEmailChange",
    summary: "Undo a confirmed change with the token of the notice sent to the old address (within 7 days)",
    tags: emailChangeTags,
    access: "public",
    body: emailChangeUndoSchema,
    status: 200,
    response: emailChangeResponseSchema,
    errors: emailChangeErrors,
  }),
};
