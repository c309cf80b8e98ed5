import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/** What the provider says about one account (the `sub` is the account's id). */
export type TestAccountClaims = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type TestOidcProvider = {
  /** http://127.0.0.1:<port>, the issuer to put in the app's config. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Sets (or replaces) the claims the provider answers for account `sub`. */
  setAccount(sub: string, claims: TestAccountClaims): void;
  /**
   * Plays the browser at the provider: opens the authorization URL the app redirected to, signs in
   * as `sub` on the development login form, and returns the URL the provider sends the browser back
   * to (the app's callback with `code`, `state` and `iss`), without opening it.
   */
  authorize(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package, dev dependency) on a loopback port
 * for API and browser tests: one confidential client whose redirect URI is `redirectUri`, accounts
 * whose claims each test sets, the package's development login form (any password) and consent
 * granted without asking. ID tokens carry only what OpenID Connect requires (the e-mail and names
 * come from the userinfo endpoint), as at many real providers.
 */
export async function startTestOidcProvider(options: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  port?: number;
}): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? "netwise-test";
  const clientSecret = options.clientSecret ?? "netwise-test-secret-0123456789abcdef";
  const accounts = new Map<string, TestAccountClaims>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    cookies: { keys: ["netwise-test-oidc-provider-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    // Consent is granted without a screen (a first-party client).
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its own failures (a bad code, say) are expected in tests: kept off the test output.
  provider.on("server_error", () => {});
  server.on("request", provider.callback());

  async function authorize(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair = ""] = header.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === "" || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    };
    let next = new URL(authorizationUrl);
    for (let step = 0; step < 10; step++) {
      if (next.href.startsWith(options.redirectUri)) return next;
      const response = await send(next.href);
      const location = response.headers.get("location");
      if (location) {
        next = new URL(location, next);
        continue;
      }
      // An interaction page: the development login form (consent is granted by loadExistingGrant).
      const html = await response.text();
      if (!next.pathname.startsWith("/interaction/"))
        throw new Error(`unexpected provider page ${next.href}: ${html.slice(0, 300)}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? "login";
      const submitted = await send(next.href, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(
          prompt === "login" ? { prompt, login: sub, password: "any" } : { prompt },
        ).toString(),
      });
      const after = submitted.headers.get("location");
      if (!after)
        throw new Error(
          `the provider's ${prompt} form answered ${submitted.status}: ${await submitted.text()}`,
        );
      next = new URL(after, next);
    }
    throw new Error("the provider did not send the browser back to the app");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (sub, claims) => accounts.set(sub, claims),
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
