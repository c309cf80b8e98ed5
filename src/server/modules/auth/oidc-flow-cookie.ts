import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { SSO_FLOW_TTL_MS } from "../../../shared/contracts/single-sign-on";
import type { Config } from "../../config";

/**
 * One single sign-on in progress, kept by the browser that started it: PKCE verifier, state and
 * nonce, where to return and why, in an HttpOnly cookie signed with COOKIE_SECRET (so it cannot be
 * forged or altered), sent only to /api/auth/oidc and good for 10 minutes. Nothing is stored on the
 * server before the provider answers; the callback deletes the cookie, so a flow works once.
 */
export const SSO_FLOW_COOKIE = "netwise_sso_flow";

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
  intent: z.enum(["sign-in", "link"]),
  /** For a link: the member who started it (the callback must come back in their session). */
  userId: z.number().int().nullable(),
  expiresAt: z.number(),
});
export type SsoFlow = z.infer<typeof flowSchema>;

const cookieOptions = (config: Config) => ({
  path: "/api/auth/oidc",
  httpOnly: true,
  // Lax: the provider's redirect back is a top-level GET navigation, which Lax cookies accompany.
  sameSite: "lax" as const,
  secure: config.secureCookies,
  signed: true,
});

export function saveSsoFlow(reply: FastifyReply, config: Config, flow: Omit<SsoFlow, "expiresAt">) {
  const value: SsoFlow = { ...flow, expiresAt: Date.now() + SSO_FLOW_TTL_MS };
  reply.setCookie(SSO_FLOW_COOKIE, Buffer.from(JSON.stringify(value)).toString("base64url"), {
    ...cookieOptions(config),
    maxAge: Math.floor(SSO_FLOW_TTL_MS / 1000),
  });
}

/** The flow this browser started, once (the cookie is cleared); null when missing, forged or expired. */
export function takeSsoFlow(request: FastifyRequest, reply: FastifyReply, config: Config): SsoFlow | null {
  const raw = request.cookies[SSO_FLOW_COOKIE];
  if (raw === undefined) return null;
  reply.clearCookie(SSO_FLOW_COOKIE, cookieOptions(config));
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const flow = flowSchema.parse(JSON.parse(Buffer.from(unsigned.value, "base64url").toString("utf8")));
    return flow.expiresAt > Date.now() ? flow : null;
  } catch {
    return null;
  }
}
