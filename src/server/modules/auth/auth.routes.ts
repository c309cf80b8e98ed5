import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authEndpoints as endpoints } from "../../../shared/contracts/auth";
import { registrationChallengeEndpoints } from "../../../shared/contracts/registration-challenge";
import {
  SSO_ONLY_PASSWORD_REFUSED,
  SSO_ONLY_REGISTRATION_REFUSED,
} from "../../../shared/contracts/single-sign-on";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { AppError, forbidden } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, GUESSING_GUARD, HOUR_MS, MINUTE_MS } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import { authenticate, readCurrentUser, registerUser } from "./auth.service";
import { resendVerificationEmail, sendVerificationEmail, tooSoon, verifyEmail } from "./email-verification";
import { isKnownDevice, rememberDevice } from "./known-device";
import { startLoginChallenge } from "./login-challenge";
import { checkRegistrationProofOfWork, registrationChallenge } from "./registration-challenge";
import { secondFactorMethods } from "./two-factor.service";
import { isSsoOnly } from "./two-factor-policy";

type AuthRoutesOptions = {
  db: Database;
  config: Config;
  outbox: MailOutbox;
  sessions: SessionStore;
  /**
   * Registration with an invitation's token (issue 32 point 6): the invitations module connects the
   * new member with the inviter (given here, so auth does not import the modules above it).
   */
  /** Joins the member to whoever invited them (invitations/), given by api-routes.ts to keep the modules apart. */
  joinThroughInvitation: (token: string, newMemberId: number) => Promise<unknown>;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, config, outbox, sessions, joinThroughInvitation },
) => {
  const emailOf = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email ?? "";

  // Registration: each client address and each e-mail get an allowance per 15 minutes (every attempt counts).
  const limitRegistrations = [
    createLimit(app, {
      ...GUESSING_GUARD,
      name: "auth-address",
      max: config.authRateLimit * 5,
      key: (request) => request.ip,
    }),
    createLimit(app, { ...GUESSING_GUARD, name: "auth-account", max: config.authRateLimit, key: emailOf }),
  ];

  // Sign-in (docs/security.md, OWASP ASVS V6): only failed attempts count, so an owner signing in is
  // never refused for succeeding. The strict limit is per account AND client address, so a stranger's
  // guesses cannot lock the owner out; a looser per-account limit in growing steps (a minute, 15
  // minutes, a day) slows guessing spread over many addresses, and a browser that signed in to the
  // account before (signed known-device cookie) is exempt from it.
  const L = config.authRateLimit;
  const loginLimits = {
    address: createLimit(app, { ...GUESSING_GUARD, name: "login-address", max: L * 5, key: (r) => r.ip }),
    accountAndAddress: createLimit(app, {
      ...GUESSING_GUARD,
      name: "login-account-address",
      max: L,
      key: (request) => `${emailOf(request)}|${request.ip}`,
    }),
    account: [
      createLimit(app, {
        ...GUESSING_GUARD,
        name: "login-account-1m",
        max: L * 2,
        windowMs: MINUTE_MS,
        key: emailOf,
      }),
      createLimit(app, { ...GUESSING_GUARD, name: "login-account-15m", max: L * 5, key: emailOf }),
      createLimit(app, {
        ...GUESSING_GUARD,
        name: "login-account-1d",
        max: L * 20,
        windowMs: 24 * HOUR_MS,
        key: emailOf,
      }),
    ],
  };

  // Making a challenge stores nothing, but each client address gets a bounded number per 15 minutes.
  route(app, registrationChallengeEndpoints.registrationChallenge, {
    preHandler: createLimit(app, {
      ...GUESSING_GUARD,
      name: "registration-challenge-address",
      max: config.authRateLimit * 10,
      key: (request) => request.ip,
    }),
    handler: async () => registrationChallenge(db, config),
  });

  route(app, endpoints.registerAccount, {
    preHandler: limitRegistrations,
    handler: async (request, reply) => {
      if (await isSsoOnly(db, config)) throw forbidden(SSO_ONLY_REGISTRATION_REFUSED);
      const user = await registerUser(db, request.body, () =>
        checkRegistrationProofOfWork(db, config, request.body.altcha),
      );
      if (request.body.invitation) await joinThroughInvitation(request.body.invitation, user.id);
      await sendVerificationEmail(db, config, outbox, user);
      await sessions.start(request, reply, user.id);
      return user;
    },
  });

  route(app, endpoints.signIn, {
    handler: async (request, reply) => {
      const { email } = request.body;
      const limits = [
        loginLimits.address,
        loginLimits.accountAndAddress,
        ...(isKnownDevice(request, email) ? [] : loginLimits.account),
      ];
      for (const limit of limits) await limit.check(request, reply);
      // Only single sign-on: refused before the password is looked at (admins: /admin-login).
      if (await isSsoOnly(db, config)) throw forbidden(SSO_ONLY_PASSWORD_REFUSED);
      let user: Awaited<ReturnType<typeof authenticate>>;
      try {
        user = await authenticate(db, config, request.body);
      } catch (error) {
        // A wrong password or unknown account counts; a deactivated account's right password does not.
        if (error instanceof AppError && error.statusCode === 401)
          for (const limit of limits) await limit.count(request);
        throw error;
      }
      // A second factor on: no session yet, only the 5-minute half-signed-in state (two-factor.routes.ts).
      const methods = await secondFactorMethods(db, user.id);
      if (methods.length > 0) {
        await startLoginChallenge(db, config, reply, user.id);
        return { twoFactorRequired: true as const, methods };
      }
      rememberDevice(request, reply, config, email);
      await sessions.start(request, reply, user.id);
      return user;
    },
  });

  route(app, endpoints.signOut, {
    handler: async (request, reply) => {
      await sessions.end(request, reply);
      return { message: "Signed out." };
    },
  });

  // The token carries 256 random bits: guessing is hopeless, so no attempt limit is needed.
  route(app, endpoints.verifyEmail, {
    handler: async (request) => {
      await verifyEmail(db, config, request.body.token);
      return { message: "Your e-mail address is verified." };
    },
  });

  route(app, endpoints.resendVerificationEmail, {
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const wait = await resendVerificationEmail(db, config, outbox, user);
      if (wait) {
        reply.header("Retry-After", String(wait.retryAfterSeconds));
        throw tooSoon(wait.retryAfterSeconds);
      }
      return { message: `We sent a new verification link to ${user.email}.` };
    },
  });

  route(app, endpoints.readCurrentUser, {
    onRequest: requireUser,
    handler: async (request) => readCurrentUser(db, currentUser(request).id),
  });
};
