import { and, count, eq, like, or, type SQL, sql } from "drizzle-orm";
import {
  BUSINESS_ERRORS,
  BUSINESSES_PER_OWNER_MAX,
  type UpdateBusinessParsed,
} from "../../../shared/contracts/directory";
import type { BusinessFormOutput } from "../../../shared/rules/business-form";
import type { Database, DbExecutor } from "../../db/client";
import { assertNotBlocked } from "../../db/member-blocks";
import { isUniqueViolation } from "../../db/pg-errors";
import {
  businessEmployees,
  businesses,
  businessFavorites,
  businessReviews,
  businessViews,
  messages,
  users,
} from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { canChangeBusinessFlags, canManageBusiness, canSeeBusiness } from "./business-policy";
import { businessColumns, ownerColumns, slugBase } from "./business-query";

type Viewer = SessionUser | null;

/** The business with its owner's activity, for access checks; 404 when it does not exist. */
export async function findBusinessAccess(db: DbExecutor, businessId: number) {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      ownerId: businesses.ownerId,
      isActive: businesses.isActive,
      isSuspended: businesses.isSuspended,
      ownerIsActive: users.isActive,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw notFound(BUSINESS_ERRORS.notFound);
  return row;
}

/** The business if the viewer may see it; a hidden one answers 404 like a missing one. */
export async function findVisibleBusiness(db: DbExecutor, businessId: number, viewer: Viewer) {
  const business = await findBusinessAccess(db, businessId);
  if (!canSeeBusiness(viewer, business)) throw notFound(BUSINESS_ERRORS.notFound);
  return business;
}

/** The business if the viewer owns it or is an admin: 404 when hidden from them, 403 otherwise. */
export async function findManagedBusiness(db: DbExecutor, businessId: number, viewer: Viewer) {
  const business = await findVisibleBusiness(db, businessId, viewer);
  if (!canManageBusiness(viewer, business)) throw forbidden(BUSINESS_ERRORS.notOwner);
  return business;
}

/** One business with its owner and what the viewer may do, or 404. */
export async function businessDetail(
  db: DbExecutor,
  where: { id: number } | { slug: string },
  viewer: Viewer,
) {
  const viewerId = viewer?.id ?? 0;
  const exists = (table: SQL) => (viewer ? sql<boolean>`exists (${table})` : sql<boolean>`false`);
  const [row] = await db
    .select({
      business: businessColumns,
      owner: { ...ownerColumns, isActive: users.isActive },
      isTeamMember: exists(
        sql`select 1 from ${businessEmployees} where ${businessEmployees.businessId} = ${businesses.id} and ${businessEmployees.userId} = ${viewerId} and ${businessEmployees.isActive} and ${businessEmployees.status} = 'accepted'`,
      ),
      isFavorite: exists(
        sql`select 1 from ${businessFavorites} where ${businessFavorites.businessId} = ${businesses.id} and ${businessFavorites.userId} = ${viewerId}`,
      ),
      hasReviewed: exists(
        sql`select 1 from ${businessReviews} where ${businessReviews.businessId} = ${businesses.id} and ${businessReviews.userId} = ${viewerId}`,
      ),
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where("id" in where ? eq(businesses.id, where.id) : eq(businesses.slug, where.slug))
    .limit(1);
  if (!row) throw notFound(BUSINESS_ERRORS.notFound);
  const { isActive: ownerIsActive, ...owner } = row.owner;
  if (!canSeeBusiness(viewer, { ...row.business, ownerIsActive })) throw notFound(BUSINESS_ERRORS.notFound);
  const isOwner = viewer !== null && viewer.id === row.business.ownerId;
  return {
    ...row.business,
    owner,
    viewer: {
      isOwner,
      isTeamMember: Boolean(row.isTeamMember),
      isFavorite: Boolean(row.isFavorite),
      hasReviewed: Boolean(row.hasReviewed),
      canReview: viewer !== null && !isOwner && !row.isTeamMember && !row.hasReviewed,
    },
  };
}

/**
 * GET /api/businesses/slug/{slug}: the business, counting the view at most once per viewer per
 * day (see http/client-key.ts; the owner's own visits are not counted).
 */
export async function readBusinessBySlug(db: Database, slug: string, viewer: Viewer, key: string) {
  const detail = await businessDetail(db, { slug }, viewer);
  if (detail.viewer.isOwner) return detail;
  const counted = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(businessViews)
      .values({ businessId: detail.id, viewerKey: key, viewedOn: sql`current_date` })
      .onConflictDoNothing()
      .returning({ businessId: businessViews.businessId });
    if (inserted.length === 0) return null;
    const [updated] = await tx
      .update(businesses)
      .set({ viewCount: sql`${businesses.viewCount} + 1`, updatedAt: sql`${businesses.updatedAt}` })
      .where(eq(businesses.id, detail.id))
      .returning({ viewCount: businesses.viewCount });
    return updated?.viewCount ?? null;
  });
  return counted === null ? detail : { ...detail, viewCount: counted };
}

/** A slug from the name that no business has yet: `name`, `name-2`, `name-3` ... */
async function uniqueSlug(db: DbExecutor, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${base}-%`)));
  const takenSet = new Set(taken.map((row) => row.slug));
  if (!takenSet.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!takenSet.has(candidate)) return candidate;
  }
}

/** Form values as columns; empty lists when not given. */
export function formColumns(input: Partial<BusinessFormOutput>) {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) values[key] = value;
  }
  return values as Partial<typeof businesses.$inferInsert>;
}

/**
 * Inserts a business with a unique slug and puts its owner on the team. A slug taken by a parallel
 * insert between the check and the write is retried.
 */
export async function insertBusinessWithOwner(
  db: Database,
  input: BusinessFormOutput & {
    ownerId: number;
    isActive?: boolean;
    isVerified?: boolean;
    isFeatured?: boolean;
  },
  afterInsert?: (tx: DbExecutor, businessId: number) => Promise<void>,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const slug = await uniqueSlug(tx, input.name);
        const [row] = await tx
          .insert(businesses)
          .values({
            ...formColumns(input),
            ownerId: input.ownerId,
            name: input.name,
            category: input.category,
            slug,
          })
          .returning({ id: businesses.id });
        if (!row) throw new Error("insert returned no row");
        await tx.insert(businessEmployees).values({
          businessId: row.id,
          userId: input.ownerId,
          role: "owner",
          title: "Owner",
        });
        await afterInsert?.(tx, row.id);
        return row.id;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "businesses_slug_key")) continue;
      throw error;
    }
  }
}

/** POST /api/businesses: active, unverified and not featured; the member owns it. */
export async function createBusiness(db: Database, owner: SessionUser, input: BusinessFormOutput) {
  const [owned] = await db
    .select({ total: count() })
    .from(businesses)
    .where(eq(businesses.ownerId, owner.id));
  if ((owned?.total ?? 0) >= BUSINESSES_PER_OWNER_MAX) throw conflict(BUSINESS_ERRORS.tooManyBusinesses);
  const id = await insertBusinessWithOwner(db, {
    ...input,
    ownerId: owner.id,
    isActive: true,
    isVerified: false,
    isFeatured: false,
  });
  return businessDetail(db, { id }, owner);
}

/** What the Verified badge vouches for: changing any of these takes the badge away until an admin looks again. */
const VERIFIED_IDENTITY = ["name", "website", "email", "phone"] as const;

/**
 * When a verified business's owner changes its identity, the badge goes and the admins' Businesses tab
 * shows when (verificationClearedAt). Compared inside the update, so a parallel verification is not lost.
 */
function clearedVerification(form: Partial<BusinessFormOutput>) {
  const changes = VERIFIED_IDENTITY.filter((field) => form[field] !== undefined).map(
    (field) => sql`${businesses[field]} is distinct from ${form[field] ?? null}`,
  );
  if (changes.length === 0) return {};
  const changed = sql`(${businesses.isVerified} and (${sql.join(changes, sql` or `)}))`;
  return {
    isVerified: sql`case when ${changed} then false else ${businesses.isVerified} end`,
    verificationClearedAt: sql`case when ${changed} then now() else ${businesses.verificationClearedAt} end`,
  };
}

/**
 * PATCH /api/businesses/{id}: the owner (or an admin) edits; only admins change verified or featured,
 * and only admins suspend (an owner's isActive never lifts a suspension). An owner's change of name,
 * website, e-mail or phone clears the Verified badge.
 */
export async function updateBusiness(
  db: Database,
  viewer: SessionUser,
  businessId: number,
  input: UpdateBusinessParsed,
) {
  await findManagedBusiness(db, businessId, viewer);
  const { isVerified, isFeatured, isActive, ...form } = input;
  const isAdminEdit = canChangeBusinessFlags(viewer);
  if ((isVerified !== undefined || isFeatured !== undefined) && !isAdminEdit) {
    throw forbidden(BUSINESS_ERRORS.adminOnlyFlags);
  }
  const values = {
    ...formColumns(form),
    ...(isAdminEdit ? {} : clearedVerification(form)),
    ...(isActive !== undefined ? { isActive } : {}),
    ...(isVerified !== undefined ? { isVerified, verificationClearedAt: null } : {}),
    ...(isFeatured !== undefined ? { isFeatured } : {}),
  };
  if (Object.keys(values).length > 0) {
    await db.update(businesses).set(values).where(eq(businesses.id, businessId));
  }
  return businessDetail(db, { id: businessId }, viewer);
}

/** PUT or DELETE /api/businesses/{id}/favorite: Save to Favorites, per member. */
export async function setFavorite(
  db: Database,
  viewer: SessionUser,
  businessId: number,
  isFavorite: boolean,
) {
  if (isFavorite) {
    await findVisibleBusiness(db, businessId, viewer);
    await db.insert(businessFavorites).values({ userId: viewer.id, businessId }).onConflictDoNothing();
  } else {
    await db
      .delete(businessFavorites)
      .where(and(eq(businessFavorites.userId, viewer.id), eq(businessFavorites.businessId, businessId)));
  }
  return { isFavorite };
}

/**
 * POST /api/businesses/{id}/contact: a message to the owner in their Messages (the messages
 * table's rules: an active recipient, not oneself, not blocked either way, trimmed non-empty text),
 * counted as a contact.
 */
export async function contactBusiness(
  db: Database,
  viewer: SessionUser,
  businessId: number,
  message: string,
) {
  const business = await findVisibleBusiness(db, businessId, viewer);
  if (business.ownerId === viewer.id) throw badRequest(BUSINESS_ERRORS.contactOwnBusiness);
  if (!business.ownerIsActive) throw notFound(BUSINESS_ERRORS.notFound);
  await assertNotBlocked(db, viewer.id, business.ownerId);
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(messages)
      .values({
        senderId: viewer.id,
        recipientId: business.ownerId,
        type: "other",
        content: `About ${business.name}: ${message}`,
      })
      .returning({ id: messages.id });
    const [updated] = await tx
      .update(businesses)
      .set({ contactCount: sql`${businesses.contactCount} + 1`, updatedAt: sql`${businesses.updatedAt}` })
      .where(eq(businesses.id, businessId))
      .returning({ contactCount: businesses.contactCount });
    if (!sent || !updated) throw new Error("contact insert returned no row");
    return { messageId: sent.id, contactCount: updated.contactCount };
  });
}
