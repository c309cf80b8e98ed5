import { z } from "zod";
import { errorResponses } from "./common";
import { defineEndpoint } from "./endpoint";

/** Issue 27 (5): a self-hosted proof-of-work check at registration (altcha v2 challenges). */

/** A challenge is solved, and its solution used, within this time. */
export const REGISTRATION_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const SPAM_CHECK_REQUIRED = "Complete the spam check before creating your account.";
export const SPAM_CHECK_FAILED = "The spam check did not pass. Run it again and then create your account.";
export const SPAM_CHECK_EXPIRED = "The spam check expired. Run it again and then create your account.";
export const SPAM_CHECK_USED = "This spam check was already used. Run it again and then create your account.";
export const SPAM_CHECK_OFF = "Registration does not ask for a spam check.";

/** An altcha v2 challenge, as altcha-lib's createChallenge makes it and the widget reads it. */
export const registrationChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type RegistrationChallenge = z.infer<typeof registrationChallengeSchema>;

export const registrationChallengeEndpoints = {
  registrationChallenge: defineEndpoint({
    method: "GET",
    path: "/api/auth/registration-challenge",
    operationId: "getRegistrationChallenge",
    summary: "A proof-of-work challenge to solve before registering (404 while the setting is off)",
    tags: ["auth"],
    access: "public",
    status: 200,
    response: registrationChallengeSchema,
    errors: errorResponses(404, 429),
  }),
} as const;
