import { z } from "zod";
import { requiredText, safeText } from "./common";
import { PROFILE_LIMITS, profileFieldsSchema } from "./profiles";

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
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterRequestParsed = z.output<typeof registerRequestSchema>;

export { type CurrentUser, currentUserSchema } from "./profiles";

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
