import { z } from "zod";
import { isoDateTime, safeText } from "./common";

export const ANNOUNCEMENT_MAX_LENGTH = 500;

/** Defaults of a platform whose settings were never saved (docs/product.md: registration on, moderation off, e-mail on). */
export const DEFAULT_PLATFORM_SETTINGS = {
  registrationOpen: true,
  postModeration: false,
  emailNotifications: true,
  requireVerifiedEmail: false,
  registrationProofOfWork: false,
  announcement: null,
} as const;

export const VERIFIED_EMAIL_REQUIRED_MESSAGE =
  "Verify your e-mail address first: open the link we sent you, or send a new one from the banner.";

export const REGISTRATION_CLOSED_MESSAGE =
  "Registration is currently closed. New accounts cannot be created right now; please check back later.";

/** GET and PUT /api/admin/settings answer the whole settings. */
export const platformSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  postModeration: z.boolean(),
  emailNotifications: z.boolean(),
  requireVerifiedEmail: z.boolean(),
  /** Registration asks for a proof-of-work spam check (altcha). */
  registrationProofOfWork: z.boolean(),
  announcement: z.string().nullable(),
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: isoDateTime.nullable(),
});
export type PlatformSettings = z.input<typeof platformSettingsSchema>;

/**
 * PUT /api/admin/settings: the fields to change (at least one); omitted fields keep their value.
 * An empty (or blank) announcement clears it.
 */
export const updatePlatformSettingsSchema = z
  .strictObject({
    registrationOpen: z.boolean({ error: "User Registration must be true or false" }).optional(),
    postModeration: z.boolean({ error: "Post Moderation must be true or false" }).optional(),
    emailNotifications: z.boolean({ error: "Email Notifications must be true or false" }).optional(),
    requireVerifiedEmail: z.boolean({ error: "Require a verified e-mail must be true or false" }).optional(),
    registrationProofOfWork: z
      .boolean({ error: "Ask new members to pass a spam check must be true or false" })
      .optional(),
    announcement: z
      .string({ error: "Platform Announcement must be text" })
      .trim()
      .max(
        ANNOUNCEMENT_MAX_LENGTH,
        `Platform Announcement must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters`,
      )
      .pipe(safeText(ANNOUNCEMENT_MAX_LENGTH))
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change");
export type UpdatePlatformSettingsRequest = z.input<typeof updatePlatformSettingsSchema>;

/** GET /api/settings: what every visitor's pages need. */
export const publicSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  /** Registration asks for a proof-of-work solution (GET /api/auth/registration-challenge). */
  registrationProofOfWork: z.boolean(),
  announcement: z.string().nullable(),
});
export type PublicSettings = z.input<typeof publicSettingsSchema>;
