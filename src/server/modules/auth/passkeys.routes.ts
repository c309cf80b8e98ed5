import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { passkeysEndpoints as endpoints } from "../../../shared/contracts/passkeys";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { unauthorized } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, GUESSING_GUARD, memberOrAddress } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import { rememberDevice } from "./known-device";
import { finishLoginChallenge, LOGIN_CHALLENGE_EXPIRED } from "./login-challenge";
import {
  clearPasskeySignInCookie,
  startPasskeyAuthentication,
  verifyPasskeyAuthentication,
} from "./passkey-sign-in";
import {
  deletePasskey,
  finishPasskeyRegistration,
  listPasskeys,
  renamePasskey,
  startPasskeyRegistration,
} from "./passkeys.service";

type PasskeyRoutesOptions = { db: Database; config: Config; outbox: MailOutbox; sessions: SessionStore };

/**
 * /api/auth/passkeys (issue 33): register, name, list and remove passkeys in Settings → Security;
 * sign in with one, passwordless or as the second step after the password.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (
  app,
  { db, config, outbox, sessions },
) => {
  // Each options call stores a challenge: a client address gets a bounded number per 15 minutes.
  const limitOptions = createLimit(app, {
    ...GUESSING_GUARD,
    name: "passkey-options-address",
    max: config.authRateLimit * 10,
    key: (request) => request.ip,
  });
  // A member starts at most this many registrations per 15 minutes (each stores a challenge).
  const limitRegistrations = createLimit(app, {
    ...GUESSING_GUARD,
    name: "passkey-registration-member",
    max: 30,
    key: memberOrAddress,
  });
  // Refused sign-in answers count against the client address, as wrong passwords do.
  const failedSignIns = createLimit(app, {
    ...GUESSING_GUARD,
    name: "passkey-sign-in-address",
    max: config.authRateLimit * 5,
    key: (request) => request.ip,
  });

  route(app, endpoints.passkeyRegistrationOptions, {
    onRequest: requireUser,
    preHandler: limitRegistrations,
    handler: async (request) =>
      startPasskeyRegistration(db, config, currentUser(request), sessions.currentTokenHash(request)),
  });

  route(app, endpoints.verifyPasskeyRegistration, {
    onRequest: requireUser,
    handler: async (request) =>
      finishPasskeyRegistration(
        db,
        config,
        outbox,
        currentUser(request),
        request.body,
        sessions.currentTokenHash(request),
      ),
  });

  route(app, endpoints.passkeyAuthenticationOptions, {
    preHandler: limitOptions,
    handler: async (request, reply) =>
      startPasskeyAuthentication(db, config, request, reply, request.body?.purpose ?? "sign-in"),
  });

  route(app, endpoints.verifyPasskeyAuthentication, {
    handler: async (request, reply) => {
      await failedSignIns.check(request, reply);
      const { user, loginChallengeId } = await verifyPasskeyAuthentication(
        db,
        config,
        request,
        request.body.response,
        () => failedSignIns.count(request),
      );
      if (loginChallengeId !== null) {
        if (!(await finishLoginChallenge(db, config, reply, loginChallengeId)))
          throw unauthorized(LOGIN_CHALLENGE_EXPIRED);
      } else clearPasskeySignInCookie(reply, config);
      rememberDevice(request, reply, config, user.email);
      await sessions.start(request, reply, user.id);
      return user;
    },
  });

  route(app, endpoints.listPasskeys, {
    onRequest: requireUser,
    handler: async (request) => listPasskeys(db, currentUser(request).id),
  });

  route(app, endpoints.renamePasskey, {
    onRequest: requireUser,
    handler: async (request) =>
      renamePasskey(db, currentUser(request).id, request.params.id, request.body.name),
  });

  route(app, endpoints.deletePasskey, {
    onRequest: requireUser,
    handler: async (request) => {
      await deletePasskey(
        db,
        config,
        outbox,
        currentUser(request),
        request.params.id,
        sessions.currentTokenHash(request),
      );
      return null;
    },
  });
};
