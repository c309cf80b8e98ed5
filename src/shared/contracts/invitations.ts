import { z } from "zod";
import { cursorPage, cursorParam, errorResponses, isoDateTime, pageLimit } from "./common";
import { defineEndpoint } from "./endpoint";

/** Addresses one "Invite people" send may hold, and invitations a member may send in 7 days (issue 32). */
export const INVITATIONS_PER_SEND = 20;
export const INVITATIONS_PER_WEEK = 100;
/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 30;

export const TOO_MANY_ADDRESSES = `Invite at most ${INVITATIONS_PER_SEND} addresses at a time.`;
export const NO_ADDRESSES = "Enter at least one e-mail address.";
export const weeklyInvitationLimitMessage = (left: number) =>
  left <= 0
    ? `You have sent ${INVITATIONS_PER_WEEK} invitations this week, the most allowed. You can invite more people in a few days.`
    : `You can send ${INVITATIONS_PER_WEEK} invitations a week; ${left} ${left === 1 ? "is" : "are"} left this week. Invite fewer people at once.`;

/** An invitation token as the e-mailed link carries it (base64url of 32 random bytes). */
export const invitationTokenSchema = z.string().max(100, "The invitation is not valid");

/** POST /api/invitations: the addresses as typed; malformed ones come back in `invalid`. */
export const invitationSendSchema = z.strictObject({
  emails: z
    .array(z.string().max(1000, "An e-mail address is at most 254 characters"), {
      error: "emails must be a list of e-mail addresses",
    })
    .min(1, NO_ADDRESSES)
    .max(INVITATIONS_PER_SEND, TOO_MANY_ADDRESSES),
});
export type InvitationSend = z.input<typeof invitationSendSchema>;

/**
 * What a send did: `sent` e-mails with a personal link, `requested` connection requests (addresses
 * that belong to members), and the addresses that are not e-mail addresses, as they were typed.
 */
export const invitationSendResultSchema = z.object({
  sent: z.number().int(),
  requested: z.number().int(),
  invalid: z.array(z.string()),
});
export type InvitationSendResult = z.input<typeof invitationSendResultSchema>;

export const INVITATIONS_PAGE_DEFAULT = 20;
export const INVITATIONS_PAGE_MAX = 50;

export const invitationListQuerySchema = z.strictObject({
  limit: pageLimit(INVITATIONS_PAGE_DEFAULT, INVITATIONS_PAGE_MAX),
  cursor: cursorParam,
});

export const invitationStatusSchema = z.enum(["pending", "joined"]);
export const invitationSchema = z.object({
  email: z.string(),
  status: invitationStatusSchema,
  sentAt: isoDateTime,
});
export type Invitation = z.input<typeof invitationSchema>;
export const invitationListSchema = cursorPage("invitations", invitationSchema);

const invitationTags = ["invitations"] as const;

export const invitationEndpoints = {
  sendInvitations: defineEndpoint({
    method: "POST",
    path: "/api/invitations",
    operationId: "sendInvitations",
    summary:
      "Invite people by e-mail (a personal sign-up link each; addresses of members get a connection request)",
    tags: invitationTags,
    access: "member",
    body: invitationSendSchema,
    status: 200,
    response: invitationSendResultSchema,
    errors: errorResponses(400, 401, 403, 429),
  }),
  listInvitations: defineEndpoint({
    method: "GET",
    path: "/api/invitations",
    operationId: "listInvitations",
    summary: "The addresses the member invited by e-mail, pending or joined, newest first",
    tags: invitationTags,
    access: "member",
    query: invitationListQuerySchema,
    status: 200,
    response: invitationListSchema,
    errors: errorResponses(400, 401),
    list: "invitations",
  }),
};
