import type { CurrentUser } from "@shared/contracts/auth";
import { passkeysEndpoints as endpoints } from "@shared/contracts/passkeys";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { parseApiError } from "@/lib/api-request";
import { refreshCurrentUser } from "@/lib/auth-provider";
import { call } from "@/lib/endpoint-client";

/**
 * The browser's side of passkeys (issue 33), through @simplewebauthn/browser, loaded only when a
 * member uses a passkey: the server's options go to navigator.credentials, its answer back to the server.
 */
const webAuthn = () => import("@simplewebauthn/browser");

/** True when this browser can make and use passkeys at all. */
export async function browserSupportsPasskeys(): Promise<boolean> {
  return (await webAuthn()).browserSupportsWebAuthn();
}

/** Registers a passkey on this device under `name` (the server names it "Passkey" without one). */
export async function createPasskey(name: string | undefined) {
  const options = await call(endpoints.passkeyRegistrationOptions, { body: {} });
  const { startRegistration } = await webAuthn();
  const response = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  return call(endpoints.verifyPasskeyRegistration, {
    body: { ...(name ? { name } : {}), response: response as never },
  });
}

/**
 * Signs in with a passkey: passwordless ("sign-in": the device offers this site's passkeys), or as
 * the second step after the password. The answer is the same as a password sign-in's.
 */
export async function signInWithPasskey(purpose: "sign-in" | "second-factor"): Promise<CurrentUser> {
  const options = await call(endpoints.passkeyAuthenticationOptions, { body: { purpose } });
  const { startAuthentication } = await webAuthn();
  const response = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  });
  const user = await call(endpoints.verifyPasskeyAuthentication, { body: { response: response as never } });
  await refreshCurrentUser(user);
  return user;
}

/** What went wrong with a passkey, in words: the browser's refusals and the server's messages. */
export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError")
    return "This device already has a passkey for your account.";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey request was cancelled or timed out. Please try again.";
  if (name === "NotSupportedError" || code === "ERROR_INVALID_DOMAIN")
    return "This browser or address cannot use passkeys here.";
  return parseApiError(error).message ?? "The passkey did not work. Please try again.";
}
