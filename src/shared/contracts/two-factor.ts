import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth";

/** RFC 6238 as authenticator apps expect it: 6 digits every 30 seconds, HMAC-SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many one-time recovery codes a member gets (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** The half-signed-in state (password accepted, second factor pending) lasts this long. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong second-factor codes allowed per account per 15 minutes. */
export const SECOND_FACTOR_ATTEMPTS = 5;

/** The ways a member with two factors can finish signing in. */
export const secondFactorMethodSchema = z.enum(["totp", "recovery", "passkey"]);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .trim()
  .transform((value) => value.replaceAll(" ", ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

const recoveryCode = z
  .string({ error: "Enter one of your recovery codes" })
  .trim()
  .max(40, "Enter one of your recovery codes")
  .transform((value) => value.toLowerCase().replaceAll(/[^a-z0-9]/g, ""))
  .pipe(z.string().length(10, "Enter one of your recovery codes"));

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX_LENGTH);

/** POST /api/auth/login when a second factor is on: no session yet. */
export const twoFactorRequiredSchema = z.strictObject({
  twoFactorRequired: z.literal(true),
  methods: z.array(secondFactorMethodSchema),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/** POST /api/auth/login/second-factor: a code from the app, or one recovery code. */
export const secondFactorRequestSchema = z.union([
  z.strictObject({ code: totpCode }),
  z.strictObject({ recoveryCode }),
]);
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** POST /api/auth/2fa/totp/setup: a new secret (not active until a code verifies). */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL for an <img>. */
  qrCode: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /api/auth/2fa/totp/enable */
export const totpEnableRequestSchema = z.strictObject({ code: totpCode });
export type TotpEnableRequest = z.input<typeof totpEnableRequestSchema>;
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/auth/2fa/totp/disable */
export const totpDisableRequestSchema = z.strictObject({ password, code: totpCode });
export type TotpDisableRequest = z.input<typeof totpDisableRequestSchema>;

/** POST /api/auth/2fa/recovery-codes: a new set; the old codes stop working. */
export const recoveryCodesRequestSchema = z.strictObject({ password });
export type RecoveryCodesRequest = z.input<typeof recoveryCodesRequestSchema>;

/** GET /api/auth/2fa: what the Security settings show. */
export const twoFactorStatusSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The platform asks this member for a second factor (admin setting) and they have none yet. */
  setupRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Who must sign in with two factors (admin setting): nobody, admins and moderators, or everyone. */
export const requireTwoFactorSchema = z.enum(["off", "staff", "everyone"], {
  error: "Choose off, staff or everyone",
});
export type RequireTwoFactor = z.infer<typeof requireTwoFactorSchema>;
/** GET and PUT /api/admin/sign-in-policy; `ssoOnly`: "Sign in only through single sign-on" (needs OIDC_*). */
export const signInPolicySchema = z.object({
  requireTwoFactor: requireTwoFactorSchema,
  ssoOnly: z.boolean(),
});
/** A PUT changes the settings it names (at least one). */
export const updateSignInPolicySchema = z
  .strictObject({
    requireTwoFactor: requireTwoFactorSchema.optional(),
    ssoOnly: z.boolean({ error: "ssoOnly must be true or false" }).optional(),
  })
  .refine((body) => body.requireTwoFactor !== undefined || body.ssoOnly !== undefined, {
    message: "Give requireTwoFactor or ssoOnly",
  });
export type UpdateSignInPolicy = z.input<typeof updateSignInPolicySchema>;
export type SignInPolicy = z.infer<typeof signInPolicySchema>;
export const TWO_FACTOR_SETUP_REQUIRED =
  "Set up two-factor sign-in first: this platform requires it for your account.";
