import type { FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { forbidden, unauthorized } from "./app-error";
import type { SessionUser } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in, active user of this request's session, or null. */
    user: SessionUser | null;
  }
}

export const isAdmin = (user: Pick<UserRow, "role">) => user.role === "admin";

/** onRequest (before validation, so a visitor never learns the schema): 401 unless signed in. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/** onRequest (before validation): 401 signed out, 403 for a member. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!isAdmin(request.user)) throw forbidden("Only administrators can do that.");
}

/** The signed-in user inside a handler guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Moderators and administrators (admins are moderators too): they work the moderation queue. */
export const isModerator = (user: Pick<UserRow, "role">) => user.role === "moderator" || isAdmin(user);

/** onRequest (before validation): 401 signed out, 403 for a member who is not a moderator. */
export async function requireModerator(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!isModerator(request.user)) throw forbidden("Only moderators can do that.");
}
