import { randomBytes } from "node:crypto";
import { and, desc, eq, ilike, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type {
  AdminListQuery,
  AdminUser,
  AdminUserRecord,
  CreateUserRequestParsed,
  UpdateUserRequestParsed,
} from "../../../shared/contracts/admin";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { decodeCursor, splitPage } from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { isUniqueViolation } from "../../db/pg-errors";
import { connections, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import { endMemberSessions } from "../../http/session-ending";
import { hashPassword } from "../auth/password";
import { generateUniqueUsername } from "../auth/username";

export const USER_NOT_FOUND = "User not found.";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";
export const CANNOT_DEMOTE_SELF = "You cannot remove your own administrator role.";
export const USER_EMAIL_TAKEN = "An account with this email already exists.";

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  company: users.company,
  jobTitle: users.jobTitle,
  role: users.role,
  avatar: users.avatar,
  isActive: users.isActive,
  joinedAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  emailVerifiedAt: users.emailVerifiedAt,
};
type UserListRow = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  company: string | null;
  jobTitle: string | null;
  role: string;
  avatar: string | null;
  isActive: boolean;
  joinedAt: Date;
  lastActiveAt: Date | null;
  emailVerifiedAt: Date | null;
};

const toRole = (role: string): AdminUser["role"] =>
  role === "admin" || role === "moderator" ? role : "user";

function toAdminUser({ emailVerifiedAt, ...row }: UserListRow, connectionCount: number): AdminUserRecord {
  return { ...row, role: toRole(row.role), connectionCount, emailVerified: emailVerifiedAt !== null };
}

/** Accepted connections of each user, counted from both sides of the pair in one grouped query. */
async function countConnections(db: DbExecutor, userIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (userIds.length === 0) return counts;
  const accepted = eq(connections.status, "accepted");
  const sides = db
    .select({ memberId: sql<number>`${connections.userId}`.as("member_id") })
    .from(connections)
    .where(and(accepted, inArray(connections.userId, userIds)))
    .unionAll(
      db
        .select({ memberId: sql<number>`${connections.connectedUserId}`.as("member_id") })
        .from(connections)
        .where(and(accepted, inArray(connections.connectedUserId, userIds))),
    )
    .as("sides");
  const rows = await db
    .select({ memberId: sides.memberId, total: sql<number>`count(*)::int` })
    .from(sides)
    .groupBy(sides.memberId);
  for (const row of rows) counts.set(Number(row.memberId), Number(row.total));
  return counts;
}

function userSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    ilike(users.company, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
}

/**
 * Deleted accounts stay as "Deleted member" rows for the messages and referrals they took part in;
 * they are not users any more, so the admin list, counts and user actions never see them.
 */
export const notDeleted = isNull(users.deletedAt);

/** GET /api/admin/users: newest accounts first, searched on name, e-mail and company, keyset by id. */
export async function listAdminUsers(db: Database, query: AdminListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, "id") : null;
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(notDeleted, userSearch(query.search), after ? lt(users.id, after.id) : undefined))
    .orderBy(desc(users.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({ kind: "id", id: row.id }));
  const counts = await countConnections(
    db,
    page.map((row) => row.id),
  );
  return { users: page.map((row) => toAdminUser(row, counts.get(row.id) ?? 0)), nextCursor };
}

async function findAdminUser(db: DbExecutor, id: number): Promise<AdminUserRecord> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  const counts = await countConnections(db, [id]);
  return toAdminUser(row, counts.get(id) ?? 0);
}

/**
 * PATCH /api/admin/users/{id}/status. Deactivating ends every session of the user in the same
 * transaction; the feed, profiles and messages already leave inactive members out.
 */
export async function setUserActive(db: Database, adminId: number, userId: number, isActive: boolean) {
  if (userId === adminId && !isActive) throw badRequest(CANNOT_DEACTIVATE_SELF);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ isActive })
      .where(and(eq(users.id, userId), notDeleted))
      .returning({ id: users.id });
    if (!updated) throw notFound(USER_NOT_FOUND);
    if (!isActive) await endMemberSessions(tx, userId);
    await recordAdminAction(tx, {
      adminId,
      action: isActive ? "user.activate" : "user.deactivate",
      targetType: "user",
      targetId: userId,
    });
    return findAdminUser(tx, userId);
  });
}

/** PATCH /api/admin/users/{id}: name, job title, company and role. */
export async function updateAdminUser(
  db: Database,
  adminId: number,
  userId: number,
  input: UpdateUserRequestParsed,
) {
  if (userId === adminId && input.role !== undefined && input.role !== "admin")
    throw badRequest(CANNOT_DEMOTE_SELF);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), notDeleted))
      .for("update");
    if (!before) throw notFound(USER_NOT_FOUND);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    await tx.update(users).set(changes).where(eq(users.id, userId));
    await recordAdminAction(tx, {
      adminId,
      action: "user.update",
      targetType: "user",
      targetId: userId,
      details: { fields: Object.keys(changes), role: input.role ?? before.role },
    });
    // Granting or removing the moderator (or admin) role is its own line of the audit log.
    if (input.role !== undefined && input.role !== before.role)
      await recordAdminAction(tx, {
        adminId,
        action: "user.role",
        targetType: "user",
        targetId: userId,
        details: { from: before.role, to: input.role },
      });
    return findAdminUser(tx, userId);
  });
}

/** 18 random bytes in base64url: 24 characters, 144 bits, nothing a person would pick. */
export function generateTemporaryPassword(): string {
  return randomBytes(18).toString("base64url");
}

/** POST /api/admin/users: a new account with a one-time password the admin passes on. */
export async function createAdminUser(db: Database, adminId: number, input: CreateUserRequestParsed) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (existing) throw conflict(USER_EMAIL_TAKEN);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = await generateUniqueUsername(db, input.firstName, input.lastName);
    try {
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            username,
            firstName: input.firstName,
            lastName: input.lastName,
            jobTitle: input.jobTitle ?? null,
            company: input.company ?? null,
            role: input.role,
            passwordChangeRequired: true,
          })
          .returning(userColumns);
        if (!row) throw new Error("insert returned no row");
        await recordAdminAction(tx, {
          adminId,
          action: "user.create",
          targetType: "user",
          targetId: row.id,
          details: { email: row.email, role: row.role },
        });
        return row;
      });
      return { user: toAdminUser(user, 0), temporaryPassword };
    } catch (error) {
      if (isUniqueViolation(error, "users_email_lower_key")) throw conflict(USER_EMAIL_TAKEN);
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict("Could not choose a username. Please try again.");
}
