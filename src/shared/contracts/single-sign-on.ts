import { z } from "zod";
import { currentUserSchema, loginRequestSchema, messageResponseSchema } from "./auth";
import { errorResponses } from "./common";
import { defineEndpoint } from "./endpoint";
import { twoFactorRequiredSchema } from "./two-factor";

/**
 * Single sign-on through one OpenID Connect provider (issue 33, docs/security.md): the browser goes
 * to GET /api/auth/oidc/start, the provider sends it back to GET /api/auth/oidc/callback, and the
 * callback sends it on to the page it came from, or to /single-sign-on?outcome=<code> with a message.
 */
export const SSO_START_PATH = "/api/auth/oidc/start";
export const SSO_CALLBACK_PATH = "/api/auth/oidc/callback";
/** The client page that shows how a single sign-on ended when it did not end signed in. */
export const SSO_OUTCOME_PAGE = "/single-sign-on";
/** The client page the e-mailed link opens (it posts the token to confirm the link). */
export const SSO_LINK_PAGE = "/single-sign-on/link";
/** The admins' break-glass sign-in page while only single sign-on is allowed. */
export const ADMIN_LOGIN_PAGE = "/admin-login";

/** How long an e-mailed link-confirmation link works. */
export const SSO_LINK_TTL_MS = 60 * 60 * 1000;
/** How long the browser may take at the provider (the signed flow cookie expires then). */
export const SSO_FLOW_TTL_MS = 10 * 60 * 1000;

export const SSO_NOT_CONFIGURED =
  "Single sign-on is not configured on this server (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME).";
export const SSO_UNAVAILABLE =
  "The single sign-on provider cannot be reached right now. Please try again in a few minutes.";
export const SSO_ONLY_PASSWORD_REFUSED =
  "Sign-in with a password is turned off on this platform: use the single sign-on button.";
export const SSO_ONLY_REGISTRATION_REFUSED =
  "New accounts are made through single sign-on on this platform: use the single sign-on button.";
export const ADMIN_LOGIN_ONLY_ADMINS = "This page is for administrators only.";
export const SSO_LINK_INVALID =
  "This link is not valid any more: it was used, has expired or is wrong. Sign in with your provider again to get a new one.";
export const SSO_UNLINK_LAST_WAY =
  "This is your only way to sign in. Set a password first (Forgot password? in the sign-in dialog sends a link), then unlink.";
export const SSO_UNLINK_SSO_ONLY =
  "Only single sign-on is allowed on this platform: unlinking would leave you no way to sign in.";
export const SSO_NOT_LINKED = "Your account is not linked to the single sign-on provider.";

/** Why a single sign-on did not end signed in: `/single-sign-on?outcome=<code>`. */
export const SSO_OUTCOMES = {
  "link-sent":
    "This e-mail address belongs to an existing member. We sent a link to that address: open it to link the accounts, then sign in again.",
  linked: "Your account is linked: you can sign in with it from now on.",
  "second-factor": "Enter your second factor to finish signing in.",
  invalid:
    "This sign-in could not be completed: it expired, was already used or was started in another browser. Nothing was changed. Please try again.",
  failed:
    "The provider's answer could not be verified, so nothing was changed. Please try again; if it keeps failing, tell an administrator.",
  denied: "Sign-in was cancelled at the provider. Nothing was changed.",
  unavailable: SSO_UNAVAILABLE,
  "no-email": "The provider did not share an e-mail address, so no account could be found or made.",
  "unverified-email":
    "The provider has not verified your e-mail address, so it cannot be used to make or find an account. Verify it at the provider, then try again.",
  deactivated: "This account has been deactivated. Contact support to restore it.",
  suspended:
    "Your account is suspended, so it cannot sign in now. The e-mail about the moderators' decision says until when.",
  "registration-closed": "Registration is closed on this platform, so no new account could be made.",
  "identity-taken": "This provider account is already linked to another member.",
  "already-linked": "Your account is already linked to a provider account. Unlink it first in Settings.",
  "not-signed-in": "Your session ended before the link was made. Sign in and try again from Settings.",
} as const;
export type SsoOutcome = keyof typeof SSO_OUTCOMES;
export const ssoOutcomeSchema = z.enum(Object.keys(SSO_OUTCOMES) as [SsoOutcome, ...SsoOutcome[]]);

/** GET /api/auth/oidc/start: where to come back to (a path on this site) and why. */
export const ssoStartQuerySchema = z.strictObject({
  returnTo: z.string().max(2000, "returnTo is too long").optional(),
  /** `link`: a signed-in member links the provider to their account (Settings). */
  intent: z.enum(["sign-in", "link"], { error: "intent must be sign-in or link" }).default("sign-in"),
});
export type SsoStartQuery = z.input<typeof ssoStartQuerySchema>;

/** GET /api/auth/oidc/callback: what the provider appends (checked by openid-client, not here). */
export const ssoCallbackQuerySchema = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(1000).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** GET /api/auth/oidc: what the sign-in dialog and Settings need to know. */
export const singleSignOnStatusSchema = z.object({
  configured: z.boolean(),
  /** The provider's name on the button ("Sign in with <name>"); null when not configured. */
  name: z.string().nullable(),
  /** Password sign-in and registration are off (admins: /admin-login). */
  ssoOnly: z.boolean(),
  /** For a signed-in member: the linked provider account, else null. */
  link: z.object({ email: z.string().nullable(), linkedAt: z.iso.datetime() }).nullable(),
  /** For a signed-in member: whether a password is set (an account made by single sign-on has none). */
  hasPassword: z.boolean().nullable(),
});
export type SingleSignOnStatus = z.infer<typeof singleSignOnStatusSchema>;

export const ssoLinkConfirmSchema = z.strictObject({
  token: z
    .string({ error: "The link's token is missing" })
    .trim()
    .min(1, "The link's token is missing")
    .max(200, "The link is not valid"),
});
export type SsoLinkConfirm = z.input<typeof ssoLinkConfirmSchema>;

const ssoTags = ["auth"] as const;

export const singleSignOnEndpoints = {
  readSingleSignOn: defineEndpoint({
    method: "GET",
    path: "/api/auth/oidc",
    operationId: "readSingleSignOn",
    summary: "Whether single sign-on is configured, its name, SSO-only mode and the member's link",
    tags: ssoTags,
    access: "public",
    status: 200,
    response: singleSignOnStatusSchema,
    errors: errorResponses(400),
  }),
  confirmSingleSignOnLink: defineEndpoint({
    method: "POST",
    path: "/api/auth/oidc/link/confirm",
    operationId: "confirmSingleSignOnLink",
    summary: "Link a provider account to the member the e-mailed link was sent to (single use)",
    tags: ssoTags,
    access: "public",
    body: ssoLinkConfirmSchema,
    status: 200,
    response: messageResponseSchema,
    errors: errorResponses(400, 404),
  }),
  unlinkSingleSignOn: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/oidc/link",
    operationId: "unlinkSingleSignOn",
    summary: "Unlink the provider account (refused when it is the member's last way to sign in)",
    tags: ssoTags,
    access: "member",
    status: 200,
    response: messageResponseSchema,
    errors: errorResponses(401, 404, 409),
  }),
  adminLogin: defineEndpoint({
    method: "POST",
    path: "/api/auth/admin-login",
    operationId: "adminLogin",
    summary: "Break-glass password sign-in for administrators (rate-limited, audited)",
    tags: ssoTags,
    access: "public",
    body: loginRequestSchema,
    status: 200,
    response: z.union([twoFactorRequiredSchema, currentUserSchema]),
    errors: errorResponses(400, 401, 403, 429, 503),
  }),
} as const;
