import type { FastifyRequest } from "fastify";
import { VERIFIED_EMAIL_REQUIRED_MESSAGE } from "../../../shared/contracts/settings";
import type { Database } from "../../db/client";
import { forbidden } from "../../http/app-error";
import { currentUser } from "../../http/guards";
import { getPlatformSettings } from "../settings/settings.service";

/**
 * onRequest, after requireUser, on the routes that publish or reach other people (posting,
 * commenting, messaging, referring, ordering): when the admin setting "Require a verified e-mail"
 * is on, a member who has not verified their address gets 403. Verified members skip the lookup.
 */
export function createRequireVerifiedEmail(db: Database) {
  return async function requireVerifiedEmail(request: FastifyRequest) {
    if (currentUser(request).emailVerifiedAt) return;
    if ((await getPlatformSettings(db)).requireVerifiedEmail)
      throw forbidden(VERIFIED_EMAIL_REQUIRED_MESSAGE);
  };
}
