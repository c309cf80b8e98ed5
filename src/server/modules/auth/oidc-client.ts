import type * as oidc from "openid-client";
import { SSO_CALLBACK_PATH, SSO_UNAVAILABLE } from "../../../shared/contracts/single-sign-on";
import { type Config, isLoopbackHost, type OidcConfig } from "../../config";
import { AppError } from "../../http/app-error";

/** A failed discovery is tried again on the next sign-in after this long, not on every request. */
const RETRY_AFTER_FAILURE_MS = 10_000;
const DISCOVERY_TIMEOUT_SECONDS = 10;

export type OidcClient = {
  provider: OidcConfig;
  redirectUri: string;
  /** The provider's configuration from its discovery document: fetched once, on first use, then kept. */
  configuration(): Promise<oidc.Configuration>;
};

export const providerUnavailable = () => new AppError("unavailable", SSO_UNAVAILABLE);

/**
 * The OpenID Connect client of one app (certified `openid-client`): discovery happens lazily, so
 * the app starts and works while the provider is down; only single sign-on answers 503 meanwhile.
 */
/** openid-client, read when single sign-on is first used rather than at every start. */
export const loadOpenidClient = () => import("openid-client");

export function createOidcClient(config: Config): OidcClient | undefined {
  const provider = config.oidc;
  if (!provider) return undefined;
  const issuer = new URL(provider.issuer);
  let cached: Promise<oidc.Configuration> | undefined;
  let failedAt = 0;
  const discover = async () => {
    // The issuer may be http:// only on a loopback address (config.ts refuses any other).
    const insecure = issuer.protocol === "http:" && isLoopbackHost(issuer.hostname);
    const client = await loadOpenidClient();
    return client.discovery(
      issuer,
      provider.clientId,
      undefined,
      client.ClientSecretBasic(provider.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  };
  return {
    provider,
    redirectUri: `${config.appUrl}${SSO_CALLBACK_PATH}`,
    configuration() {
      if (!cached && Date.now() - failedAt < RETRY_AFTER_FAILURE_MS)
        return Promise.reject(providerUnavailable());
      cached ??= discover().catch((error: unknown) => {
        cached = undefined;
        failedAt = Date.now();
        throw Object.assign(providerUnavailable(), { cause: error });
      });
      return cached;
    },
  };
}
