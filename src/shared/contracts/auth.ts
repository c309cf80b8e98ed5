import { z } from "zod";
import { errorResponses, requiredText, safeText } from "./common";
import { defineEndpoint } from "./endpoint";
import { invitationTokenSchema } from "./invitations";
import { currentUserSchema, PROFILE_LIMITS, profileFieldsSchema } from "./profiles";

export const PASSWORD_MIN_LENGTH = 6;
export const ALTCHA_PAYLOAD_MAX_LENGTH = 4096;

/** Registration refusals the sign-up form shows under the field they are about. */
export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";
export const COMMON_PASSWORD =
  "This password is too common and easy to guess. Choose a less predictable one.";
/** Long passphrases are welcome; the cap only keeps hashing cheap for the server. */
export const PASSWORD_MAX_LENGTH = 256;

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

/** A new password, as registration, password change and password reset accept it. */
export const newPasswordSchema = safeText(PASSWORD_MAX_LENGTH).min(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = profileFieldsSchema
  .extend({
    email: emailSchema,
    password: newPasswordSchema,
    firstName: requiredText("First name", PROFILE_LIMITS.name),
    lastName: requiredText("Last name", PROFILE_LIMITS.name),
    /** The altcha widget's payload (base64 JSON), required while the proof-of-work setting is on. */
    altcha: z.string().max(ALTCHA_PAYLOAD_MAX_LENGTH, "The spam check answer is too long").optional(),
    /**
     * The token of an e-mailed invitation link (issue 32): a valid one connects the new member and the
     * inviter; an unknown, used or expired one is ignored (the account is created unconnected).
     */
    invitation: invitationTokenSchema.optional(),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterRequestParsed = z.output<typeof registerRequestSchema>;

export type { CurrentUser } from "./profiles";
export { currentUserSchema };

/** The ways a member with two factors can finish signing in. */
export const secondFactorMethodSchema = z.enum(["totp", "recovery", "passkey"]);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/** POST /api/auth/login when a second factor is on: no session yet. */
export const twoFactorRequiredSchema = z.strictObject({
  twoFactorRequired: z.literal(true),
  methods: z.array(secondFactorMethodSchema),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });

/** POST /api/auth/verify-email: the token from the link in the verification e-mail. */
export const verifyEmailRequestSchema = z.strictObject({
  token: z
    .string({ error: "The verification token is missing" })
    .trim()
    .min(1, "The verification token is missing")
    .max(200, "The verification token is not valid"),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

const authTags = ["auth"] as const;

/** /api/auth: registration, password sign-in and out, e-mail verification, the signed-in member (decision 0018). */
export const authEndpoints = {
  registerAccount: defineEndpoint({
    method: "POST",
    path: "/api/auth/register",
    operationId: "registerAccount",
    summary: "Create an account and sign in (a verification link is e-mailed)",
    tags: authTags,
    access: "public",
    body: registerRequestSchema,
    status: 201,
    response: currentUserSchema,
    errors: errorResponses(400, 401, 403, 409, 429, 503),
  }),
  signIn: defineEndpoint({
    method: "POST",
    path: "/api/auth/login",
    operationId: "signIn",
    summary: "Sign in with e-mail and password, or learn that a second factor is needed",
    tags: authTags,
    access: "public",
    body: loginRequestSchema,
    status: 200,
    response: z.union([twoFactorRequiredSchema, currentUserSchema]),
    errors: errorResponses(400, 401, 403, 429, 503),
  }),
  signOut: defineEndpoint({
    method: "POST",
    path: "/api/auth/logout",
    operationId: "signOut",
    summary: "Sign out this browser",
    tags: authTags,
    access: "public",
    body: z.object({}).strict().optional(),
    status: 200,
    response: logoutResponseSchema,
    errors: errorResponses(400),
  }),
  verifyEmail: defineEndpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    operationId: "verifyEmail",
    summary: "Verify the member's e-mail address with the token of the e-mailed link",
    tags: authTags,
    access: "public",
    body: verifyEmailRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: errorResponses(400, 401, 403, 429, 503),
  }),
  resendVerificationEmail: defineEndpoint({
    method: "POST",
    path: "/api/auth/verify-email/resend",
    operationId: "resendVerificationEmail",
    summary: "E-mail a new verification link to the signed-in member (once a minute)",
    tags: authTags,
    access: "member",
    body: z.strictObject({}).nullish(),
    status: 202,
    response: messageResponseSchema,
    errors: errorResponses(400, 401, 403, 409, 429, 503),
  }),
  readCurrentUser: defineEndpoint({
    method: "GET",
    path: "/api/auth/me",
    operationId: "readCurrentUser",
    summary: "The signed-in member",
    tags: authTags,
    access: "member",
    status: 200,
    response: currentUserSchema,
    errors: errorResponses(401),
  }),
};
