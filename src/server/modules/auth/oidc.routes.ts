import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type * as oidc from "openid-client";
import {
  singleSignOnEndpoints as endpoints,
  SSO_NOT_CONFIGURED,
  SSO_OUTCOME_PAGE,
  type SsoOutcome,
  ssoCallbackQuerySchema,
  ssoStartQuerySchema,
} from "../../../shared/contracts/single-sign-on";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database } from "../../db/client";
import { activeSuspension } from "../../db/member-suspensions";
import { notFound, unauthorized } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import type { SessionStore } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import { startLoginChallenge } from "./login-challenge";
import {
  confirmEmailedLink,
  linkFromSettings,
  type ProviderClaims,
  readSsoStatus,
  signInThroughProvider,
  unlinkIdentity,
} from "./oidc.service";
import { createOidcClient, loadOpenidClient, type OidcClient } from "./oidc-client";
import { saveSsoFlow, takeSsoFlow } from "./oidc-flow-cookie";
import { secondFactorMethods } from "./two-factor.service";

type SingleSignOnRoutesOptions = { db: Database; config: Config; outbox: MailOutbox; sessions: SessionStore };

/**
 * A path on this site to return to after single sign-on, or null: anything that could leave the site
 * ("//evil.example", "https://…", a backslash trick) is refused, as the client's safeReturnTo does.
 */
export function safeReturnPath(config: Config, candidate: string | undefined): string | null {
  if (!candidate?.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return null;
  try {
    const base = new URL(config.appUrl);
    const url = new URL(candidate, base);
    if (url.origin !== base.origin || url.pathname.startsWith("/api/")) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The claims of the verified ID token, completed from the userinfo endpoint when it lacks the e-mail. */
async function providerClaims(
  configuration: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<ProviderClaims> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error("the provider sent no ID token");
  let claims: Record<string, unknown> = { ...idToken };
  if (typeof idToken.email !== "string" && tokens.access_token) {
    const client = await loadOpenidClient();
    const info = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    claims = { ...info, ...idToken };
  }
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    email: text(claims.email),
    // Only a boolean true counts (some providers send the string "true": not trusted).
    emailVerified: claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}

/**
 * Under /api/auth: single sign-on with the OpenID Connect provider of OIDC_* (docs/security.md).
 * The start and callback routes answer redirects, not JSON, so they are plain routes; the others
 * are endpoints of contracts/single-sign-on.ts.
 */
export const singleSignOnRoutes: FastifyPluginAsyncZod<SingleSignOnRoutesOptions> = async (
  app,
  { db, config, outbox, sessions },
) => {
  const client = createOidcClient(config);
  const requireProvider = (): OidcClient => {
    if (!client) throw notFound(SSO_NOT_CONFIGURED);
    return client;
  };

  route(app, endpoints.readSingleSignOn, {
    handler: async (request) => readSsoStatus(db, config, request.user),
  });

  app.get(
    "/oidc/start",
    {
      schema: {
        operationId: "startSingleSignOn",
        summary: "Redirects (302) to the provider: authorization-code flow with PKCE, state and nonce",
        tags: ["auth"],
        querystring: ssoStartQuerySchema,
      },
    },
    async (request, reply) => {
      const provider = requireProvider();
      const { intent } = request.query;
      if (intent === "link" && !request.user) throw unauthorized();
      const returnTo =
        safeReturnPath(config, request.query.returnTo) ??
        (intent === "link" ? "/settings#security" : "/dashboard");
      const configuration = await provider.configuration();
      const client = await loadOpenidClient();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: provider.redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      saveSsoFlow(reply, config, {
        state,
        nonce,
        codeVerifier,
        returnTo,
        intent,
        userId: intent === "link" ? (request.user?.id ?? null) : null,
      });
      reply.header("Cache-Control", "no-store");
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    "/oidc/callback",
    {
      schema: {
        operationId: "finishSingleSignOn",
        summary: "The provider's redirect back: signs in or links, then redirects (302) into the app",
        tags: ["auth"],
        querystring: ssoCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const provider = requireProvider();
      reply.header("Cache-Control", "no-store");
      const flow = takeSsoFlow(request, reply, config);
      if (!flow) return toOutcome(reply, "invalid");
      const query = request.query;
      if (typeof query.error === "string")
        return toOutcome(reply, query.error === "access_denied" ? "denied" : "failed");

      let configuration: oidc.Configuration;
      try {
        configuration = await provider.configuration();
      } catch {
        return toOutcome(reply, "unavailable");
      }
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const client = await loadOpenidClient();
      let claims: ProviderClaims;
      try {
        const tokens = await client.authorizationCodeGrant(
          configuration,
          new URL(`${provider.redirectUri}${search}`),
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        );
        claims = await providerClaims(configuration, tokens);
      } catch (error) {
        // The provider refusing the code (expired, used) is no attack; a forged or replayed answer
        // (wrong state, nonce, issuer, audience or signature) is, and the audit log keeps it.
        const refusedByProvider = error instanceof client.ResponseBodyError;
        const reason = describeError(error);
        if (!refusedByProvider) {
          await recordAdminAction(db, {
            adminId: null,
            action: "auth.sso_callback_rejected",
            targetType: "single_sign_on",
            details: { reason, ip: request.ip },
          });
        }
        request.log.warn({ reason }, "single sign-on callback rejected");
        return toOutcome(reply, /"state"/.test(reason) ? "invalid" : "failed");
      }

      if (flow.intent === "link") {
        const outcome = await linkFromSettings(
          db,
          config,
          outbox,
          request.user,
          flow.userId,
          claims,
          sessions.currentTokenHash(request),
        );
        return outcome === "linked" ? reply.redirect(flow.returnTo, 302) : toOutcome(reply, outcome);
      }

      const result = await signInThroughProvider(db, config, outbox, claims);
      if (result.kind === "outcome") return toOutcome(reply, result.outcome);
      // A suspended member is refused here as at every sign-in (sessions.start would answer 403 JSON).
      if (await activeSuspension(db, result.user.id)) return toOutcome(reply, "suspended");
      // A second factor on: exactly as after a password (auth.routes.ts), the half-signed-in state.
      const methods = await secondFactorMethods(db, result.user.id);
      if (methods.length > 0) {
        await startLoginChallenge(db, config, reply, result.user.id);
        const next = new URLSearchParams({
          outcome: "second-factor",
          methods: methods.join(","),
          returnTo: flow.returnTo,
        });
        return reply.redirect(`${SSO_OUTCOME_PAGE}?${next}`, 302);
      }
      await sessions.start(request, reply, result.user.id);
      return reply.redirect(flow.returnTo, 302);
    },
  );

  route(app, endpoints.confirmSingleSignOnLink, {
    handler: async (request) => {
      await confirmEmailedLink(db, config, outbox, request.body.token, {
        user: request.user,
        tokenHash: sessions.currentTokenHash(request),
      });
      return {
        message: `Your account is linked: you can sign in with ${config.oidc?.name ?? "single sign-on"} now.`,
      };
    },
  });

  route(app, endpoints.unlinkSingleSignOn, {
    onRequest: requireUser,
    handler: async (request) => {
      requireProvider();
      await unlinkIdentity(db, config, outbox, currentUser(request), sessions.currentTokenHash(request));
      return { message: "Your account is unlinked from single sign-on." };
    },
  });
};

/** The error and its causes' messages (openid-client wraps the precise one: which claim, which parameter). */
function describeError(error: unknown): string {
  const messages: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join(": ").slice(0, 500) || "unknown";
}

function toOutcome(reply: FastifyReply, outcome: SsoOutcome) {
  return reply.redirect(`${SSO_OUTCOME_PAGE}?outcome=${outcome}`, 302);
}
