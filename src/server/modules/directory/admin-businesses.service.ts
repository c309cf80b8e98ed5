import { and, count, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import {
  type AdminBusinessFilter,
  type AdminBusinessStatusRequest,
  type AdminCreateBusinessParsed,
  type AdminUpdateBusinessParsed,
  BUSINESS_ERRORS,
} from "../../../shared/contracts/directory";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, olderThan, splitPage } from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { descNullsLast } from "../../db/order-by";
import { businessEmployees, businesses, users } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { removeUploadedImage } from "../../uploads/image-uploads";
import { businessColumns, ownerColumns } from "./business-query";
import { formColumns, insertBusinessWithOwner } from "./directory.service";

const OWNER_OPTIONS_LIMIT = 20;

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(businesses.name, pattern),
    ilike(businesses.industry, pattern),
    ilike(businesses.category, pattern),
    ilike(businesses.description, pattern),
  );
}

const FILTERS: Record<AdminBusinessFilter, SQL | undefined> = {
  all: undefined,
  verificationCleared: isNotNull(businesses.verificationClearedAt),
  suspended: eq(businesses.isSuspended, true),
};

/** The admin's view of a business: what everyone sees plus when an owner's edit cleared its badge. */
const adminBusinessColumns = {
  ...businessColumns,
  verificationClearedAt: businesses.verificationClearedAt,
  owner: ownerColumns,
};

/**
 * GET /api/admin/businesses: every business, newest first, searched on name, industry, category,
 * description, and narrowed to those whose verification an owner's edit cleared, or the suspended ones.
 */
export async function listAdminBusinesses(
  db: Database,
  query: {
    search?: string | undefined;
    filter: AdminBusinessFilter;
    limit: number;
    cursor?: string | undefined;
  },
) {
  const matching = and(searchCondition(query.search), FILTERS[query.filter]);
  const after = decodeDateCursor(query.cursor);
  const conditions = [matching, after ? olderThan(businesses.createdAt, businesses.id, after) : undefined];
  const rows = await db
    .select({ ...adminBusinessColumns, cursorAt: cursorTimestamp(businesses.createdAt) })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(and(...conditions))
    .orderBy(descNullsLast(businesses.createdAt), descNullsLast(businesses.id))
    .limit(query.limit + 1);
  const total = query.cursor
    ? null
    : ((await db.select({ total: count() }).from(businesses).where(matching))[0]?.total ?? 0);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return { businesses: page.map(({ cursorAt: _cursorAt, ...business }) => business), total, nextCursor };
}

/** GET /api/admin/businesses/owners: active members to pick an owner from, by name, e-mail or username. */
export function listOwnerOptions(db: Database, search: string | undefined) {
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : null;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        pattern
          ? or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ilike(users.email, pattern),
              ilike(users.username, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(OWNER_OPTIONS_LIMIT);
}

async function adminBusiness(db: DbExecutor, businessId: number) {
  const [row] = await db
    .select(adminBusinessColumns)
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw notFound(BUSINESS_ERRORS.notFound);
  return row;
}

async function requireActiveMember(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  if (!row) throw badRequest(BUSINESS_ERRORS.ownerNotFound);
}

/** POST /api/admin/businesses: any owner, any status; recorded in the audit log. */
export async function adminCreateBusiness(
  db: Database,
  admin: SessionUser,
  input: AdminCreateBusinessParsed,
) {
  await requireActiveMember(db, input.ownerId);
  const id = await insertBusinessWithOwner(db, input, (tx, businessId) =>
    recordAdminAction(tx, {
      adminId: admin.id,
      action: "business.create",
      targetType: "business",
      targetId: businessId,
      details: { name: input.name, ownerId: input.ownerId },
    }),
  );
  return adminBusiness(db, id);
}

/** Puts the new owner on the team as owner; the previous owner stays as a manager. */
async function transferOwnership(
  tx: DbExecutor,
  businessId: number,
  previousOwnerId: number,
  ownerId: number,
) {
  await tx
    .update(businessEmployees)
    .set({ role: "manager" })
    .where(and(eq(businessEmployees.businessId, businessId), eq(businessEmployees.userId, previousOwnerId)));
  await tx
    .insert(businessEmployees)
    .values({ businessId, userId: ownerId, role: "owner", title: "Owner" })
    .onConflictDoUpdate({
      target: [businessEmployees.businessId, businessEmployees.userId],
      set: { role: "owner", isActive: true },
    });
}

/** PATCH /api/admin/businesses/{id}: any field, flag or owner. */
export async function adminUpdateBusiness(
  db: Database,
  admin: SessionUser,
  businessId: number,
  input: AdminUpdateBusinessParsed,
) {
  const current = await adminBusiness(db, businessId);
  if (input.ownerId !== undefined && input.ownerId !== current.ownerId) {
    await requireActiveMember(db, input.ownerId);
  }
  await db.transaction(async (tx) => {
    const values = {
      ...formColumns(input),
      ...(input.isVerified !== undefined ? { verificationClearedAt: null } : {}),
    };
    if (Object.keys(values).length > 0) {
      await tx.update(businesses).set(values).where(eq(businesses.id, businessId));
    }
    if (input.ownerId !== undefined && input.ownerId !== current.ownerId) {
      await transferOwnership(tx, businessId, current.ownerId, input.ownerId);
    }
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "business.update",
      targetType: "business",
      targetId: businessId,
      details: { fields: Object.keys(input).sort() },
    });
  });
  return adminBusiness(db, businessId);
}

/**
 * PATCH /api/admin/businesses/{id}/status: activate or deactivate, verify or unverify, feature, suspend
 * or lift a suspension (the takedown owners cannot undo). Deciding on verification clears the
 * "verification cleared after edit" marker.
 */
export async function adminSetBusinessStatus(
  db: Database,
  admin: SessionUser,
  businessId: number,
  input: AdminBusinessStatusRequest,
) {
  await adminBusiness(db, businessId);
  await db.transaction(async (tx) => {
    const values = { ...input, ...(input.isVerified !== undefined ? { verificationClearedAt: null } : {}) };
    await tx.update(businesses).set(values).where(eq(businesses.id, businessId));
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "business.status",
      targetType: "business",
      targetId: businessId,
      details: { ...input },
    });
  });
  return adminBusiness(db, businessId);
}

/**
 * DELETE /api/admin/businesses/{id}: the business and its reviews, team, favorites and views, then
 * its uploaded logo and cover.
 */
export async function adminDeleteBusiness(
  db: Database,
  config: Config,
  admin: SessionUser,
  businessId: number,
) {
  const current = await adminBusiness(db, businessId);
  await db.transaction(async (tx) => {
    await tx.delete(businesses).where(eq(businesses.id, businessId));
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "business.delete",
      targetType: "business",
      targetId: businessId,
      details: { name: current.name, slug: current.slug },
    });
  });
  await removeUploadedImage(config, current.logo);
  await removeUploadedImage(config, current.coverImage);
}
