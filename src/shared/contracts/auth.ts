import { z } from "zod";
import { requiredText, safeText } from "./common";
import { PROFILE_LIMITS, profileFieldsSchema } from "./profiles";

export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; the cap only keeps hashing cheap for the server. */
export const PASSWORD_MAX_LENGTH = 256;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const loginRequestSchema = z.strictObject({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = profileFieldsSchema
  .extend({
    email,
    password: safeText(PASSWORD_MAX_LENGTH).min(
      PASSWORD_MIN_LENGTH,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
    firstName: requiredText("First name", PROFILE_LIMITS.name),
    lastName: requiredText("Last name", PROFILE_LIMITS.name),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterRequestParsed = z.output<typeof registerRequestSchema>;

export { type CurrentUser, currentUserSchema } from "./profiles";

export const logoutResponseSchema = z.object({ message: z.string() });
