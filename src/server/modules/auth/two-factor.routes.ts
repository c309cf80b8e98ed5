import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SSO_NOT_CONFIGURED } from "../../../shared/contracts/single-sign-on";
import {
  twoFactorEndpoints as endpoints,
  SECOND_FACTOR_ATTEMPTS,
  signInPolicyEndpoints,
} from "../../../shared/contracts/two-factor";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { conflict, forbidden, unauthorized } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin, requireUser } from "../../http/guards";
import { createLimit, GUESSING_GUARD } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import { ACCOUNT_DEACTIVATED } from "./auth.service";
import { rememberDevice } from "./known-device";
import { finishLoginChallenge, LOGIN_CHALLENGE_EXPIRED, readLoginChallenge } from "./login-challenge";
import { setupTotp } from "./totp.service";
import {
  disableTotp,
  enableTotp,
  readTwoFactorStatus,
  renewRecoveryCodes,
  verifySecondFactor,
} from "./two-factor.service";
import { readSignInPolicy, updateSignInPolicy } from "./two-factor-policy";

type TwoFactorRoutesOptions = { db: Database; config: Config; outbox: MailOutbox; sessions: SessionStore };

/** The account a second-factor guess is counted against (the signed-in member, or the challenge's). */
const guessingAccount = new WeakMap<FastifyRequest, number>();

/**
 * Under /api/auth: the second step of signing in, and the authenticator app in Settings → Security.
 * Every code check of an account shares one allowance: 5 wrong guesses per 15 minutes.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { db, config, outbox, sessions },
) => {
  const codeLimit = createLimit(app, {
    ...GUESSING_GUARD,
    name: "second-factor-account",
    max: SECOND_FACTOR_ATTEMPTS,
    key: (request) => String(guessingAccount.get(request) ?? request.user?.id ?? ""),
  });
  /** Refuses when the account's allowance is used up; returns what counts a wrong guess. */
  const guard = async (request: FastifyRequest, reply: Parameters<typeof codeLimit>[1], userId: number) => {
    guessingAccount.set(request, userId);
    await codeLimit.check(request, reply);
    return () => codeLimit.count(request);
  };

  route(app, endpoints.verifySecondFactor, {
    handler: async (request, reply) => {
      const challenge = await readLoginChallenge(db, request);
      const countFailure = await guard(request, reply, challenge.userId);
      const user = await verifySecondFactor(db, challenge.userId, request.body, countFailure);
      if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED);
      if (!(await finishLoginChallenge(db, config, reply, challenge.id)))
        throw unauthorized(LOGIN_CHALLENGE_EXPIRED);
      rememberDevice(request, reply, config, user.email);
      await sessions.start(request, reply, user.id);
      return user;
    },
  });

  route(app, endpoints.readTwoFactorStatus, {
    onRequest: requireUser,
    handler: async (request) => readTwoFactorStatus(db, currentUser(request)),
  });

  route(app, endpoints.setupTotp, {
    onRequest: requireUser,
    handler: async (request) => setupTotp(db, currentUser(request)),
  });

  route(app, endpoints.enableTotp, {
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const countFailure = await guard(request, reply, user.id);
      const recoveryCodes = await enableTotp(
        db,
        config,
        outbox,
        user,
        request.body.code,
        sessions.currentTokenHash(request),
        countFailure,
      );
      return { recoveryCodes };
    },
  });

  route(app, endpoints.disableTotp, {
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const countFailure = await guard(request, reply, user.id);
      await disableTotp(
        db,
        config,
        outbox,
        user,
        request.body,
        sessions.currentTokenHash(request),
        countFailure,
      );
      return { message: "Two-factor sign-in is off." };
    },
  });

  route(app, endpoints.renewRecoveryCodes, {
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const countFailure = await guard(request, reply, user.id);
      const recoveryCodes = await renewRecoveryCodes(
        db,
        config,
        outbox,
        user,
        request.body.password,
        sessions.currentTokenHash(request),
        countFailure,
      );
      return { recoveryCodes };
    },
  });
};

/** Under /api/admin: who must sign in with two factors, and whether only single sign-on is allowed. */
export const signInPolicyRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  route(app, signInPolicyEndpoints.readSignInPolicy, {
    onRequest: requireAdmin,
    handler: async () => readSignInPolicy(db),
  });
  route(app, signInPolicyEndpoints.updateSignInPolicy, {
    onRequest: requireAdmin,
    handler: async (request) => {
      // Without a provider, "only single sign-on" would lock every member out.
      if (request.body.ssoOnly && !config.oidc) throw conflict(SSO_NOT_CONFIGURED);
      return updateSignInPolicy(db, currentUser(request).id, request.body);
    },
  });
};
