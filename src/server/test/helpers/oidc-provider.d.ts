/** The little of `oidc-provider` (a dev dependency without type declarations) the test provider uses. */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Grant = {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  };
  type Context = {
    oidc: {
      provider: {
        Grant: {
          new (init: { clientId: string; accountId: string }): Grant;
          find(id: string): Promise<Grant>;
        };
      };
      client: { clientId: string };
      session: { accountId: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  };
  export type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  export type Configuration = {
    clients: Record<string, unknown>[];
    findAccount(ctx: Context, id: string): Promise<Account | undefined>;
    loadExistingGrant?(ctx: Context): Promise<Grant | undefined>;
    [key: string]: unknown;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
