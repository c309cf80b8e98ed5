import { and, eq } from "drizzle-orm";
import type { ProfileUpdateParsed } from "../../../shared/contracts/profiles";
import { profileCompletionPercent } from "../../../shared/rules/profile-completion";
import type { Database } from "../../db/client";
import { profileViews, type UserRow, users } from "../../db/schema";
import { notFound } from "../../http/app-error";

export const PROFILE_NOT_FOUND = "Profile not found.";

/** The fields PUT /api/profile may write; anything else in the parsed body is never applied. */
const EDITABLE_FIELDS = [
  "firstName",
  "lastName",
  "jobTitle",
  "company",
  "industry",
  "location",
  "phoneNumber",
  "bio",
  "linkedinUrl",
  "website",
  "websiteUrl",
  "professionalSummary",
  "skills",
  "interests",
  "lookingFor",
  "servicesOffered",
  "targetAudience",
  "preferredConnectionTypes",
  "availabilityForMeetings",
  "communicationPreferences",
  "avatar",
] as const satisfies readonly (keyof UserRow)[];

type ProfileChanges = Partial<Pick<UserRow, (typeof EDITABLE_FIELDS)[number]>>;

function pickChanges(input: ProfileUpdateParsed): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  return changes as ProfileChanges;
}

/**
 * Applies the member's own profile changes. profileCompleted is recomputed from the 8 completion
 * fields and, once true, stays true.
 */
export async function updateOwnProfile(
  db: Database,
  user: UserRow,
  input: ProfileUpdateParsed,
): Promise<UserRow> {
  const changes = pickChanges(input);
  const merged = { ...user, ...changes };
  const profileCompleted = user.profileCompleted || profileCompletionPercent(merged) === 100;
  const [updated] = await db
    .update(users)
    .set({ ...changes, profileCompleted })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound(PROFILE_NOT_FOUND);
  return updated;
}

/** An active member by username, or 404. */
export async function findPublicProfile(db: Database, username: string): Promise<UserRow> {
  const [profile] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username.toLowerCase()), eq(users.isActive, true)))
    .limit(1);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** The calendar day (UTC) a view is counted on. */
export const viewDay = (now: Date) => now.toISOString().slice(0, 10);

/** Counts one view per viewer, profile and day; a member viewing their own profile is not counted. */
export async function recordProfileView(
  db: Database,
  profileUserId: number,
  viewerId: number,
  now = new Date(),
): Promise<void> {
  if (profileUserId === viewerId) return;
  await db
    .insert(profileViews)
    .values({ profileUserId, viewerId, viewedOn: viewDay(now) })
    .onConflictDoNothing({
      target: [profileViews.profileUserId, profileViews.viewerId, profileViews.viewedOn],
    });
}
