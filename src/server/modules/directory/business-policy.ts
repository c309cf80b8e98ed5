import type { UserRow } from "../../db/schema";
import { isAdmin } from "../../http/guards";

type BusinessAccess = { ownerId: number; isActive: boolean; isSuspended: boolean; ownerIsActive: boolean };
type Viewer = Pick<UserRow, "id" | "role"> | null;

/**
 * Active, not suspended businesses of active owners are public; the owner and admins also see the
 * others (the owner sees a suspension but cannot lift it).
 */
export function canSeeBusiness(viewer: Viewer, business: BusinessAccess): boolean {
  if (business.isActive && !business.isSuspended && business.ownerIsActive) return true;
  return viewer !== null && (viewer.id === business.ownerId || isAdmin(viewer));
}

/** The owner edits the business and manages its team; admins may do everything. */
export function canManageBusiness(viewer: Viewer, business: Pick<BusinessAccess, "ownerId">): boolean {
  return viewer !== null && (viewer.id === business.ownerId || isAdmin(viewer));
}

/** Only admins verify, feature or suspend a business. */
export function canChangeBusinessFlags(viewer: Viewer): boolean {
  return viewer !== null && isAdmin(viewer);
}
