/**
 * What other features use of auth's calls: passkeys and single sign-on, which account settings and
 * admin settings also manage. Not in the landing page's entry chunk (they bring the contracts, zod):
 * the entry's one auth call, the verify-email banner's resend, is in resend-verification-api.ts.
 */
export { browserSupportsPasskeys, createPasskey, passkeyErrorMessage } from "./passkey-ceremony";
export {
  singleSignOnHref,
  singleSignOnQueryKey,
  useSingleSignOn,
  useUnlinkSingleSignOn,
} from "./single-sign-on-api";
