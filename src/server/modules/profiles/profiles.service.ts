import { and, eq, notExists, sql } from "drizzle-orm";
import type { PrivacySettings, ProfileUpdateParsed } from "../../../shared/contracts/profiles";
import { profileCompletionPercent } from "../../../shared/rules/profile-completion";
import type { Database } from "../../db/client";
import { profileColumns } from "../../db/member-summary";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { memberBlocks, profileViews, type UserRow, users } from "../../db/schema";
import { notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { memberOffer, queueOfferVectors } from "../matching/offer-vectors";
import { matchVocabularyChanged } from "../matching/vocabulary-changes";
import { type ProfileNetworkRow, profileNetworkColumns, toProfileNetwork } from "./profile-network.service";

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
  phraseModels: PhraseModels,
  user: SessionUser,
  input: ProfileUpdateParsed,
): Promise<UserRow> {
  const changes = pickChanges(input);
  const [current] = await db
    .select({
      profileCompleted: users.profileCompleted,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      company: users.company,
      industry: users.industry,
      professionalSummary: users.professionalSummary,
      skills: users.skills,
      lookingFor: users.lookingFor,
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!current) throw notFound(PROFILE_NOT_FOUND);
  const merged = { ...current, ...changes };
  const profileCompleted = current.profileCompleted || profileCompletionPercent(merged) === 100;
  const [updated] = await db
    .update(users)
    .set({ ...changes, profileCompleted })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound(PROFILE_NOT_FOUND);
  matchVocabularyChanged();
  // Suggestion lists order every candidate by meaning once their offer vectors are stored.
  const offer = memberOffer(updated.id, updated);
  if (offer) queueOfferVectors(phraseModels, db, [offer]);
  return updated;
}

export type PublicProfileSource = Pick<UserRow, keyof typeof profileColumns>;

/**
 * The profile lookups, prepared once per database (Drizzle builds their SQL once; PostgreSQL plans
 * them once per connection): the profile alone (the activity list starts from it) and the profile
 * page (with its network and history, one round trip), each for a visitor (or the member themself)
 * and for a signed-in viewer, which leaves out members who blocked the viewer.
 */
function prepareProfileLookups(db: Database) {
  const viewer = sql`${sql.placeholder("viewerId")}::int`;
  const member = sql`${users.id}`;
  const activeByUsername = and(eq(users.username, sql.placeholder("username")), eq(users.isActive, true));
  const notBlockingViewer = notExists(
    db
      .select({ id: memberBlocks.blockerId })
      .from(memberBlocks)
      .where(and(eq(memberBlocks.blockerId, users.id), eq(memberBlocks.blockedId, viewer))),
  );
  const forViewer = and(activeByUsername, notBlockingViewer);
  return {
    forVisitor: db
      .select(profileColumns)
      .from(users)
      .where(activeByUsername)
      .limit(1)
      .prepare("public_profile_for_visitor"),
    forViewer: db
      .select(profileColumns)
      .from(users)
      .where(forViewer)
      .limit(1)
      .prepare("public_profile_for_viewer"),
    pageForVisitor: db
      .select({ profile: profileColumns, network: profileNetworkColumns(member, null) })
      .from(users)
      .where(activeByUsername)
      .limit(1)
      .prepare("profile_page_for_visitor"),
    pageForViewer: db
      .select({ profile: profileColumns, network: profileNetworkColumns(member, viewer) })
      .from(users)
      .where(forViewer)
      .limit(1)
      .prepare("profile_page_for_viewer"),
  };
}
const profileLookups = preparedPerDatabase(prepareProfileLookups);

/**
 * An active member by username, or 404. A member who blocked the viewer answers 404 to them, as if
 * gone (the blocker still sees the member they blocked, to unblock them from the profile). Reads only
 * the columns the profile answers, never the password hash.
 */
export async function findPublicProfile(
  db: Database,
  username: string,
  viewerId: number | null,
): Promise<PublicProfileSource> {
  const lookups = profileLookups(db);
  const [profile] =
    viewerId === null
      ? await lookups.forVisitor.execute({ username: username.toLowerCase() })
      : await lookups.forViewer.execute({ username: username.toLowerCase(), viewerId });
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/**
 * GET /api/profile/{username}: the profile with its network and history (one statement), and the
 * contact details this reader may see. 404 as {@link findPublicProfile}.
 */
export async function readProfilePage(db: Database, username: string, reader: SessionUser | null) {
  const lookups = profileLookups(db);
  const name = username.toLowerCase();
  const isSelf = reader?.username === name;
  const [row] =
    reader === null || isSelf
      ? await lookups.pageForVisitor.execute({ username: name })
      : await lookups.pageForViewer.execute({ username: name, viewerId: reader.id });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  const network: ProfileNetworkRow = row.network;
  return {
    ...withVisibleContact(row.profile, { isSelf, isConnection: network.isConnection === true }),
    ...toProfileNetwork(network, reader !== null),
  };
}

/** The calendar day (UTC) a view is counted on. */
export const viewDay = (now: Date) => now.toISOString().slice(0, 10);

/** recordProfileView's insert, prepared once per database: every signed-in profile read runs it. */
const viewRecording = preparedPerDatabase((db: Database) =>
  db
    .insert(profileViews)
    .values({
      profileUserId: sql.placeholder("profileUserId"),
      viewerId: sql.placeholder("viewerId"),
      viewedOn: sql.placeholder("viewedOn"),
      private: sql`coalesce((select ${users.browsePrivately} from ${users} where ${users.id} = ${sql.placeholder("viewerId")}::int), false)`,
    })
    .onConflictDoNothing({
      target: [profileViews.profileUserId, profileViews.viewerId, profileViews.viewedOn],
    })
    .prepare("profile_view_record"),
);

/**
 * Counts one view per viewer, profile and day; a member viewing their own profile is not counted. A
 * viewer who browses privately is counted but marked, so "Who viewed your profile" does not name them.
 */
export async function recordProfileView(
  db: Database,
  profileUserId: number,
  viewerId: number,
  now = new Date(),
): Promise<void> {
  if (profileUserId === viewerId) return;
  await viewRecording(db).execute({ profileUserId, viewerId, viewedOn: viewDay(now) });
}

/**
 * What a reader sees of a member's contact details: the member sees their own; a connection sees
 * the e-mail and phone the member's privacy switches allow; visitors and everyone else see neither.
 */
function withVisibleContact(
  profile: PublicProfileSource,
  reader: { isSelf: boolean; isConnection: boolean },
) {
  const { isSelf, isConnection } = reader;
  return {
    ...profile,
    email: isSelf || (isConnection && profile.showEmailToConnections) ? profile.email : null,
    phoneNumber: isSelf || (isConnection && profile.showPhoneToConnections) ? profile.phoneNumber : null,
  };
}

/** PATCH /api/profile/privacy: the member's own privacy switches. */
export async function updatePrivacySettings(
  db: Database,
  user: SessionUser,
  change: Partial<PrivacySettings>,
): Promise<PrivacySettings> {
  const [row] = await db.update(users).set(change).where(eq(users.id, user.id)).returning({
    showEmailToConnections: users.showEmailToConnections,
    showPhoneToConnections: users.showPhoneToConnections,
    browsePrivately: users.browsePrivately,
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return row;
}
