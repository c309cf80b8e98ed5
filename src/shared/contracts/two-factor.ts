import { z } from "zod";
import { currentUserSchema, PASSWORD_MAX_LENGTH } from "./auth";
import { errorResponses } from "./common";
import { defineEndpoint } from "./endpoint";

/** RFC 6238 as authenticator apps expect it: 6 digits every 30 seconds, HMAC-SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many one-time recovery codes a member gets (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** The half-signed-in state (password accepted, second factor pending) lasts this long. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong second-factor codes allowed per account per 15 minutes. */
export const SECOND_FACTOR_ATTEMPTS = 5;

/** The ways a member with two factors can finish signing in; the sign-in's answer when one is on (POST /api/auth/login). */
export {
  type SecondFactorMethod,
  secondFactorMethodSchema,
  type TwoFactorRequired,
  twoFactorRequiredSchema,
} from "./auth";

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

const twoFactorTags = ["auth"] as const;
const twoFactorErrors = errorResponses(400, 401, 403, 409, 429, 503);

/** /api/auth: the second step of signing in, and the authenticator app in Settings → Security (decision 0018). */
export const twoFactorEndpoints = {
  verifySecondFactor: defineEndpoint({
    method: "POST",
    path: "/api/auth/login/second-factor",
    operationId: "verifySecondFactor",
    summary: "Finish signing in with a code from the authenticator app or a recovery code",
    tags: twoFactorTags,
    access: "public",
    body: secondFactorRequestSchema,
    status: 200,
    response: currentUserSchema,
    errors: twoFactorErrors,
  }),
  readTwoFactorStatus: defineEndpoint({
    method: "GET",
    path: "/api/auth/2fa",
    operationId: "readTwoFactorStatus",
    summary: "Whether the authenticator app is on, recovery codes left, and whether the platform asks for it",
    tags: twoFactorTags,
    access: "member",
    status: 200,
    response: twoFactorStatusSchema,
    errors: twoFactorErrors,
  }),
  setupTotp: defineEndpoint({
    method: "POST",
    path: "/api/auth/2fa/totp/setup",
    operationId: "setupTotp",
    summary: "A new authenticator secret and its QR code (not active until a code verifies it)",
    tags: twoFactorTags,
    access: "member",
    body: z.strictObject({}).nullish(),
    status: 200,
    response: totpSetupResponseSchema,
    errors: twoFactorErrors,
  }),
  enableTotp: defineEndpoint({
    method: "POST",
    path: "/api/auth/2fa/totp/enable",
    operationId: "enableTotp",
    summary: "Turn the authenticator app on with a code from it; answers the recovery codes",
    tags: twoFactorTags,
    access: "member",
    body: totpEnableRequestSchema,
    status: 200,
    response: recoveryCodesResponseSchema,
    errors: twoFactorErrors,
  }),
  disableTotp: defineEndpoint({
    method: "POST",
    path: "/api/auth/2fa/totp/disable",
    operationId: "disableTotp",
    summary: "Turn the authenticator app off (the password and a code from it)",
    tags: twoFactorTags,
    access: "member",
    body: totpDisableRequestSchema,
    status: 200,
    response: z.object({ message: z.string() }),
    errors: twoFactorErrors,
  }),
  renewRecoveryCodes: defineEndpoint({
    method: "POST",
    path: "/api/auth/2fa/recovery-codes",
    operationId: "renewRecoveryCodes",
    summary: "A new set of recovery codes; the old ones stop working",
    tags: twoFactorTags,
    access: "member",
    body: recoveryCodesRequestSchema,
    status: 200,
    response: recoveryCodesResponseSchema,
    errors: twoFactorErrors,
  }),
};

/** /api/admin/sign-in-policy: who must sign in with two factors, and whether only single sign-on is allowed. */
export const signInPolicyEndpoints = {
  readSignInPolicy: defineEndpoint({
    method: "GET",
    path: "/api/admin/sign-in-policy",
    operationId: "readSignInPolicy",
    summary: "Who must sign in with two factors, and whether only single sign-on is allowed",
    tags: ["admin"],
    access: "admin",
    status: 200,
    response: signInPolicySchema,
    errors: twoFactorErrors,
  }),
  updateSignInPolicy: defineEndpoint({
    method: "PUT",
    path: "/api/admin/sign-in-policy",
    operationId: "updateSignInPolicy",
    summary: "Change who must sign in with two factors, or whether only single sign-on is allowed",
    tags: ["admin"],
    access: "admin",
    body: updateSignInPolicySchema,
    status: 200,
    response: signInPolicySchema,
    errors: twoFactorErrors,
  }),
};
