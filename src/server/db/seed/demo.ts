import { and, inArray, notInArray, sql } from "drizzle-orm";
import {
  businessEmployees,
  businesses,
  businessReviews,
  connections,
  messages,
  opportunities,
  posts,
  referrals,
  users,
} from "../schema";
import { seedDemoAdminActivity } from "./admin-activity";
import {
  businessCover,
  businessLogo,
  ratingFigures,
  SEED_BUSINESSES,
  SEED_REVIEWS,
  SEED_TEAM,
} from "./businesses";
import {
  buildBusiness,
  buildBusinessEmployee,
  buildBusinessReview,
  buildConnection,
  buildOpportunity,
  buildPost,
  buildReferral,
  type Executor,
} from "./factories";
import { memberEmail, memberToUser, SEED_MEMBERS, type SeedMember } from "./members";
import { SEED_MESSAGES } from "./messages";
import { SEED_CONNECTIONS, SEED_REFERRALS, seedMatchScore } from "./network";
import { SEED_OPPORTUNITIES } from "./opportunities";
import { seedPicturePosts, tagSeededPosts } from "./post-pictures";
import { SEED_POSTS } from "./posts";
import { SEED_RECEIVED_REFERRALS } from "./referrals";
import { seedDemoServiceOrders } from "./services";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Inserts the demo members and everything they own or did. Returns what was seeded.
 * `passwordHashes[i]` is SEED_MEMBERS[i]'s own hash (a separate salt per account).
 */
export async function seedDemoData(
  tx: Executor,
  passwordHashes: string[],
  now: Date,
  uploadDir: string,
): Promise<string[]> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const memberIds = await insertMembers(tx, passwordHashes, now);
  const id = (key: string) => memberIds.get(key);
  const members = new Map(SEED_MEMBERS.map((member) => [member.key, member]));

  // Businesses, with rating and review count derived from the reviews that will be stored.
  const reviews = SEED_REVIEWS.filter(([, reviewer]) => id(reviewer) !== undefined);
  const businessValues = SEED_BUSINESSES.flatMap((business, index) => {
    const ownerId = id(business.owner);
    if (ownerId === undefined) return [];
    const ratings = reviews.filter(([slug]) => slug === business.slug).map(([, , rating]) => rating);
    const createdAt = ago((90 - index * 3) * DAY_MS);
    const { owner: _owner, ...fields } = business;
    return [
      buildBusiness({
        ...fields,
        ownerId,
        logo: businessLogo(business.slug),
        coverImage: businessCover(business.industry),
        ...ratingFigures(ratings),
        reviewCount: ratings.length,
        metaTitle: `${business.name} | Netwise Directory`,
        metaDescription: business.shortDescription,
        createdAt,
        updatedAt: createdAt,
      }),
    ];
  });
  const insertedBusinesses = await tx
    .insert(businesses)
    .values(businessValues)
    .onConflictDoNothing()
    .returning({ id: businesses.id, slug: businesses.slug });
  const businessIds = new Map(insertedBusinesses.map((row) => [row.slug, row.id]));

  const reviewValues = reviews.flatMap(([slug, reviewer, rating, title, content, daysAgo]) => {
    const businessId = businessIds.get(slug);
    const userId = id(reviewer);
    if (businessId === undefined || userId === undefined) return [];
    const createdAt = ago(daysAgo * DAY_MS);
    return [
      buildBusinessReview({
        businessId,
        userId,
        rating,
        title,
        content,
        isVerified: rating >= 4,
        createdAt,
        updatedAt: createdAt,
      }),
    ];
  });
  if (reviewValues.length > 0) await tx.insert(businessReviews).values(reviewValues);

  const teamValues = SEED_TEAM.flatMap(([slug, memberKey, role, title]) => {
    const businessId = businessIds.get(slug);
    const userId = id(memberKey);
    if (businessId === undefined || userId === undefined) return [];
    return [
      buildBusinessEmployee({
        businessId,
        userId,
        role,
        title,
        department: role === "owner" ? "Leadership" : null,
      }),
    ];
  });
  if (teamValues.length > 0) await tx.insert(businessEmployees).values(teamValues);

  const connectionValues = SEED_CONNECTIONS.flatMap(([from, to, status, daysAgo, note]) => {
    const userId = id(from);
    const connectedUserId = id(to);
    const a = members.get(from);
    const b = members.get(to);
    if (userId === undefined || connectedUserId === undefined || !a || !b) return [];
    const createdAt = ago(daysAgo * DAY_MS);
    return [
      buildConnection({
        userId,
        connectedUserId,
        status,
        matchScore: seedMatchScore(a, b),
        referralSource: note ? "event" : "ai_match",
        connectionNotes: note ?? null,
        createdAt,
        updatedAt: createdAt,
      }),
    ];
  });
  if (connectionValues.length > 0) {
    await tx.insert(connections).values(connectionValues).onConflictDoNothing();
  }

  const messageValues = SEED_MESSAGES.flatMap(([from, to, type, hoursAgo, isRead, content]) => {
    const senderId = id(from);
    const recipientId = id(to);
    if (senderId === undefined || recipientId === undefined) return [];
    const createdAt = ago(hoursAgo * HOUR_MS);
    return [{ senderId, recipientId, type, content, createdAt, readAt: isRead ? createdAt : null }];
  });
  if (messageValues.length > 0) await tx.insert(messages).values(messageValues);

  const postValues = SEED_POSTS.flatMap(([author, type, hoursAgo, likes, comments, shares, content]) => {
    const userId = id(author);
    if (userId === undefined) return [];
    const createdAt = ago(hoursAgo * HOUR_MS);
    return [buildPost({ userId, type, content, likes, comments, shares, createdAt, updatedAt: createdAt })];
  });
  const textPosts =
    postValues.length > 0
      ? await tx
          .insert(posts)
          .values(postValues)
          .returning({ id: posts.id, content: posts.content, createdAt: posts.createdAt })
      : [];
  const picturePosts = await seedPicturePosts(tx, id, now, uploadDir);
  await tagSeededPosts(tx, [...textPosts, ...picturePosts]);

  const opportunityValues = SEED_OPPORTUNITIES.map(({ postedBy, daysAgo, expiresInDays, ...fields }) => {
    const poster = members.get(postedBy);
    return buildOpportunity({
      ...fields,
      postedBy: id(postedBy) ?? null,
      contactEmail: poster ? memberEmail(poster) : null,
      postedAt: ago(daysAgo * DAY_MS),
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
    });
  });
  await tx.insert(opportunities).values(opportunityValues);

  const seedReferrals = [...SEED_REFERRALS, ...SEED_RECEIVED_REFERRALS];
  const referralValues = seedReferrals.flatMap(([referrer, referee, target, status, daysAgo, message]) => {
    const referrerId = id(referrer);
    const targetId = id(target);
    if (referrerId === undefined || targetId === undefined) return [];
    const createdAt = ago(daysAgo * DAY_MS);
    const isDone = status === "completed";
    return [
      buildReferral({
        referrerId,
        refereeId: id(referee) ?? null,
        targetId,
        targetType: "user",
        status,
        message,
        automationStatus: "sent",
        createdAt,
        completedAt: isDone ? new Date(createdAt.getTime() + 5 * DAY_MS) : null,
      }),
    ];
  });
  if (referralValues.length > 0) await tx.insert(referrals).values(referralValues);
  await seedDemoServiceOrders(tx, id, now);
  await seedDemoAdminActivity(tx, id, now);

  return [
    "members",
    "businesses",
    "reviews",
    "team",
    "connections",
    "messages",
    "posts",
    "opportunities",
    "referrals",
    "orders",
  ];
}

/** Inserts the members in one statement; returns member key -> user id. */
async function insertMembers(
  tx: Executor,
  passwordHashes: string[],
  now: Date,
): Promise<Map<string, number>> {
  const emails = SEED_MEMBERS.map(memberEmail);
  // A username a real member already took gets a suffix rather than failing the seed.
  const taken = await tx
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        inArray(
          users.username,
          SEED_MEMBERS.map((member) => member.key),
        ),
        notInArray(sql`lower(${users.email})`, emails),
      ),
    );
  const takenNames = new Set(taken.map((row) => row.username));
  const rows = SEED_MEMBERS.map((member: SeedMember, index) => {
    const passwordHash = passwordHashes[index];
    if (!passwordHash) throw new Error(`no password hash for demo member ${member.key}`);
    const values = memberToUser(member, index, passwordHash, now);
    if (takenNames.has(member.key)) values.username = `${member.key}-demo`;
    return values;
  });
  await tx.insert(users).values(rows).onConflictDoNothing();

  const stored = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idByEmail = new Map(stored.map((row) => [row.email.toLowerCase(), row.id]));
  const ids = new Map<string, number>();
  for (const member of SEED_MEMBERS) {
    const userId = idByEmail.get(memberEmail(member));
    if (userId !== undefined) ids.set(member.key, userId);
  }
  return ids;
}
