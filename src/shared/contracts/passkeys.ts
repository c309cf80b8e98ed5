import { z } from "zod";
import { errorResponses, idParams, isoDateTime } from "./common";
import { defineEndpoint } from "./endpoint";
import { currentUserSchema } from "./profiles";

/** Issue 33: passkeys (WebAuthn) as passwordless sign-in and as a second factor. */

/** A challenge works once, for this long (as the half-signed-in state does). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Passkeys a member may register (the list has no pages). */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX = 60;
export const DEFAULT_PASSKEY_NAME = "Passkey";

/** A base64url string (WebAuthn's JSON encoding of bytes), at most `max` characters. */
const base64url = (what: string, max: number) =>
  z
    .string({ error: `${what} is missing` })
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${what} is not base64url`);

export const passkeyNameSchema = z
  .string({ error: "Give the passkey a name" })
  .trim()
  .min(1, "Give the passkey a name")
  .max(PASSKEY_NAME_MAX, `Keep the name under ${PASSKEY_NAME_MAX + 1} characters`);

const transportSchema = z.string().max(32);
const clientExtensionResults = z.record(z.string(), z.unknown()).default({});

/** What `startRegistration()` of @simplewebauthn/browser answers (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url("The credential id", 1400),
  rawId: base64url("The credential id", 1400),
  type: z.literal("public-key", { error: "Not a passkey" }),
  response: z.object({
    clientDataJSON: base64url("clientDataJSON", 4096),
    attestationObject: base64url("attestationObject", 32_768),
    authenticatorData: base64url("authenticatorData", 32_768).optional(),
    transports: z.array(transportSchema).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url("publicKey", 4096).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults,
});

/** What `startAuthentication()` of @simplewebauthn/browser answers (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url("The credential id", 1400),
  rawId: base64url("The credential id", 1400),
  type: z.literal("public-key", { error: "Not a passkey" }),
  response: z.object({
    clientDataJSON: base64url("clientDataJSON", 4096),
    authenticatorData: base64url("authenticatorData", 32_768),
    signature: base64url("signature", 2048),
    userHandle: base64url("userHandle", 256).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** PublicKeyCredentialCreationOptionsJSON, as `startRegistration({ optionsJSON })` takes it. */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().optional(),
  attestation: z.enum(["none", "indirect", "direct", "enterprise"]).optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** PublicKeyCredentialRequestOptionsJSON, as `startAuthentication({ optionsJSON })` takes it. */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
});

/** POST /api/auth/passkeys/registration/verify: the authenticator's answer and a name for the passkey. */
export const registrationVerifyRequestSchema = z.strictObject({
  name: passkeyNameSchema.optional(),
  response: registrationResponseSchema,
});

/**
 * POST /api/auth/passkeys/authentication/options: "sign-in" (passwordless, any of this site's
 * passkeys, no member named) or "second-factor" (after the password: the half-signed-in member's own).
 */
export const authenticationOptionsRequestSchema = z
  .strictObject({
    purpose: z.enum(["sign-in", "second-factor"], { error: "Choose sign-in or second-factor" }).optional(),
  })
  .nullish();
export type AuthenticationOptionsRequest = z.input<typeof authenticationOptionsRequestSchema>;

/** POST /api/auth/passkeys/authentication/verify */
export const authenticationVerifyRequestSchema = z.strictObject({ response: authenticationResponseSchema });

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type Passkey = z.input<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.input<typeof passkeyListSchema>;

export const renamePasskeyRequestSchema = z.strictObject({ name: passkeyNameSchema });
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequestSchema>;

export const passkeyParamsSchema = idParams("Passkey id");

const passkeyTags = ["auth"] as const;

/** /api/auth/passkeys (decision 0018). */
export const passkeysEndpoints = {
  passkeyRegistrationOptions: defineEndpoint({
    method: "POST",
    path: "/api/auth/passkeys/registration/options",
    operationId: "passkeyRegistrationOptions",
    summary: "Start registering a passkey: the options for navigator.credentials.create()",
    tags: passkeyTags,
    access: "member",
    body: z.strictObject({}).nullish(),
    status: 200,
    response: registrationOptionsSchema,
    errors: errorResponses(400, 401, 403, 409, 429),
  }),
  verifyPasskeyRegistration: defineEndpoint({
    method: "POST",
    path: "/api/auth/passkeys/registration/verify",
    operationId: "verifyPasskeyRegistration",
    summary: "Finish registering a passkey with the authenticator's answer; the passkey is saved",
    tags: passkeyTags,
    access: "member",
    body: registrationVerifyRequestSchema,
    status: 201,
    response: passkeySchema,
    errors: errorResponses(400, 401, 403, 409, 429),
  }),
  passkeyAuthenticationOptions: defineEndpoint({
    method: "POST",
    path: "/api/auth/passkeys/authentication/options",
    operationId: "passkeyAuthenticationOptions",
    summary: "Start signing in with a passkey (passwordless, or as the second step after the password)",
    tags: passkeyTags,
    access: "public",
    body: authenticationOptionsRequestSchema,
    status: 200,
    response: authenticationOptionsSchema,
    errors: errorResponses(400, 401, 403, 429),
  }),
  verifyPasskeyAuthentication: defineEndpoint({
    method: "POST",
    path: "/api/auth/passkeys/authentication/verify",
    operationId: "verifyPasskeyAuthentication",
    summary: "Finish signing in with a passkey: the same answer and session as a password sign-in",
    tags: passkeyTags,
    access: "public",
    body: authenticationVerifyRequestSchema,
    status: 200,
    response: currentUserSchema,
    errors: errorResponses(400, 401, 403, 429),
  }),
  listPasskeys: defineEndpoint({
    method: "GET",
    path: "/api/auth/passkeys",
    operationId: "listPasskeys",
    summary: "The signed-in member's passkeys, oldest first",
    tags: passkeyTags,
    access: "member",
    status: 200,
    response: passkeyListSchema,
    errors: errorResponses(401, 403),
  }),
  renamePasskey: defineEndpoint({
    method: "PATCH",
    path: "/api/auth/passkeys/:id",
    operationId: "renamePasskey",
    summary: "Rename one of the member's passkeys",
    tags: passkeyTags,
    access: "member",
    params: passkeyParamsSchema,
    body: renamePasskeyRequestSchema,
    status: 200,
    response: passkeySchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  deletePasskey: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/passkeys/:id",
    operationId: "deletePasskey",
    summary: "Remove one of the member's passkeys (not their last way to sign in)",
    tags: passkeyTags,
    access: "member",
    params: passkeyParamsSchema,
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
};
