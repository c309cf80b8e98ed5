import { z } from "zod";
import { isoDateTime, requiredText, safeText } from "./common";
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

/** The signed-in member as GET /api/auth/me, login and registration answer it. Never a password. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  bio: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  website: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  professionalSummary: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  lookingFor: z.string().nullable(),
  servicesOffered: z.string().nullable(),
  targetAudience: z.string().nullable(),
  preferredConnectionTypes: z.array(z.string()),
  availabilityForMeetings: z.string().nullable(),
  communicationPreferences: z.array(z.string()),
  avatar: z.string().nullable(),
  profileCompleted: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
/** The signed-in member as the client receives it (JSON). */
export type CurrentUser = z.input<typeof currentUserSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });
