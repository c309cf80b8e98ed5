import type { FastifyInstance } from "fastify";
import { PASSWORD_CHANGE_REQUIRED } from "../../../shared/contracts/account";
import { forbidden } from "../../http/app-error";

/** What a member who must replace a temporary password may still do. */
const OPEN_UNTIL_CHANGED = [
  /^\/api\/auth\/me$/,
  /^\/api\/auth\/logout$/,
  /^\/api\/auth\/password$/,
  /^\/api\/settings$/,
];

/**
 * An account an admin made has a temporary password the admin saw: until the member chooses their
 * own (a change or a reset clears the flag), every other API call answers 403. The flag travels with
 * the session's user, so this costs no query.
 */
export function registerPasswordChangeGate(api: FastifyInstance) {
  api.addHook("onRequest", async (request) => {
    if (!request.user?.passwordChangeRequired) return;
    const path = request.url.split("?")[0] ?? "";
    if (OPEN_UNTIL_CHANGED.some((open) => open.test(path))) return;
    throw forbidden(PASSWORD_CHANGE_REQUIRED);
  });
}
