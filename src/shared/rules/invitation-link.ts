/**
 * The landing page's query parameter that carries an e-mailed invitation's token (issue 32 point 6):
 * `/?invitation=…` opens sign-up, and registering sends the token along. Free of zod, for the
 * landing page's entry chunk.
 */
export const INVITATION_PARAM = "invitation";

/** The site path of an invitation link. */
export const invitationPath = (token: string) => `/?${INVITATION_PARAM}=${encodeURIComponent(token)}`;
