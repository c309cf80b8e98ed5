import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import {
  type AddEmployeeRequest,
  BUSINESS_ERRORS,
  BUSINESS_TEAM_MAX,
} from "../../../shared/contracts/directory";
import type { Database, DbExecutor } from "../../db/client";
import { assertNotBlocked } from "../../db/member-blocks";
import { isUniqueViolation } from "../../db/pg-errors";
import { businessEmployees, businesses, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { Outbox } from "../../jobs/outbox";
import { createNotification } from "../notifications/create-notification";
import { canManageBusiness } from "./business-policy";
import { findManagedBusiness, findVisibleBusiness } from "./directory.service";

/** Where a member answers their invitations (the directory page's Team invitations card). */
const INVITATIONS_LINK = "/businesses";

const employeeColumns = {
  id: businessEmployees.id,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  title: businessEmployees.title,
  role: businessEmployees.role,
  status: sql<"invited" | "accepted">`${businessEmployees.status}`,
};

const isOnTeam = eq(businessEmployees.status, "accepted");

function teamRows(db: DbExecutor, businessId: number, withInvitations: boolean) {
  return db
    .select(employeeColumns)
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .where(
      and(
        eq(businessEmployees.businessId, businessId),
        eq(businessEmployees.isActive, true),
        eq(users.isActive, true),
        withInvitations ? undefined : isOnTeam,
      ),
    )
    .orderBy(
      sql`case ${businessEmployees.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
      asc(businessEmployees.addedAt),
      asc(businessEmployees.id),
    )
    .limit(BUSINESS_TEAM_MAX);
}

/**
 * GET /api/businesses/{id}/employees: the Team tab, owner first (a team has at most 50). Members who
 * have not accepted their invitation are shown only to the owner and admins.
 */
export async function listTeam(db: Database, businessId: number, viewer: SessionUser | null) {
  const business = await findVisibleBusiness(db, businessId, viewer);
  return teamRows(db, businessId, canManageBusiness(viewer, business));
}

/**
 * POST /api/businesses/{id}/employees: the owner invites a member by username with a title and role.
 * The member is not on the team (not shown, still free to review) until they accept; the invitation
 * reaches them as a notification made in the same transaction.
 */
export async function addTeamMember(
  db: Database,
  outbox: Outbox,
  viewer: SessionUser,
  businessId: number,
  input: AddEmployeeRequest,
  /** Runs once the invitation is valid, before it is sent (the routes' invitation limits). */
  beforeInviting?: () => Promise<void>,
) {
  const business = await findManagedBusiness(db, businessId, viewer);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, input.username), eq(users.isActive, true)))
    .limit(1);
  if (!member) throw notFound(BUSINESS_ERRORS.memberNotFound);
  // M2: a member who blocked the owner (or whom the owner blocked) cannot be invited.
  await assertNotBlocked(db, viewer.id, member.id);
  if (business.ownerId !== null && business.ownerId !== viewer.id)
    await assertNotBlocked(db, business.ownerId, member.id);
  const [size] = await db
    .select({ total: count() })
    .from(businessEmployees)
    .where(eq(businessEmployees.businessId, businessId));
  if ((size?.total ?? 0) >= BUSINESS_TEAM_MAX) throw conflict(BUSINESS_ERRORS.teamFull);
  const [existing] = await db
    .select({ id: businessEmployees.id })
    .from(businessEmployees)
    .where(and(eq(businessEmployees.businessId, businessId), eq(businessEmployees.userId, member.id)))
    .limit(1);
  if (existing) throw conflict(BUSINESS_ERRORS.alreadyOnTeam);
  await beforeInviting?.();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(businessEmployees)
        .values({ businessId, userId: member.id, role: input.role, title: input.title, status: "invited" })
        .returning({ id: businessEmployees.id });
      if (!row) throw new Error("insert returned no row");
      await createNotification(tx, outbox, {
        recipientId: member.id,
        type: "team_invitation",
        actorId: viewer.id,
        subjectId: businessId,
        link: INVITATIONS_LINK,
        data: { businessName: business.name },
      });
      const [employee] = await tx
        .select(employeeColumns)
        .from(businessEmployees)
        .innerJoin(users, eq(users.id, businessEmployees.userId))
        .where(eq(businessEmployees.id, row.id));
      if (!employee) throw new Error("inserted team member not found");
      return employee;
    });
  } catch (error) {
    if (isUniqueViolation(error, "business_employees_business_user_key")) {
      throw conflict(BUSINESS_ERRORS.alreadyOnTeam);
    }
    throw error;
  }
}

/** DELETE /api/businesses/{id}/employees/{employeeId}: the owner removes a member or withdraws an invitation (never the owner). */
export async function removeTeamMember(
  db: Database,
  viewer: SessionUser,
  businessId: number,
  employeeId: number,
) {
  const business = await findManagedBusiness(db, businessId, viewer);
  const [employee] = await db
    .select({ id: businessEmployees.id, userId: businessEmployees.userId })
    .from(businessEmployees)
    .where(and(eq(businessEmployees.id, employeeId), eq(businessEmployees.businessId, businessId)))
    .limit(1);
  if (!employee) throw notFound(BUSINESS_ERRORS.employeeNotFound);
  if (employee.userId === business.ownerId) throw badRequest(BUSINESS_ERRORS.cannotRemoveOwner);
  await db.delete(businessEmployees).where(eq(businessEmployees.id, employeeId));
}

/** POST /api/businesses/{id}/leave: a member takes themselves off a team (the owner cannot). */
export async function leaveTeam(db: Database, viewer: SessionUser, businessId: number) {
  const business = await findVisibleBusiness(db, businessId, viewer);
  if (business.ownerId === viewer.id) throw badRequest(BUSINESS_ERRORS.ownerCannotLeave);
  const left = await db
    .delete(businessEmployees)
    .where(
      and(eq(businessEmployees.businessId, businessId), eq(businessEmployees.userId, viewer.id), isOnTeam),
    )
    .returning({ id: businessEmployees.id });
  if (left.length === 0) throw notFound(BUSINESS_ERRORS.notOnTeam);
}

const isInvitationOf = (viewer: SessionUser, invitationId: number) =>
  and(
    eq(businessEmployees.id, invitationId),
    eq(businessEmployees.userId, viewer.id),
    eq(businessEmployees.status, "invited"),
  );

/** GET /api/user/team-invitations: the signed-in member's open invitations, newest first. */
export function listInvitations(db: Database, viewer: SessionUser) {
  return db
    .select({
      id: businessEmployees.id,
      business: { id: businesses.id, name: businesses.name, slug: businesses.slug, logo: businesses.logo },
      invitedBy: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      role: businessEmployees.role,
      title: businessEmployees.title,
      invitedAt: businessEmployees.addedAt,
    })
    .from(businessEmployees)
    .innerJoin(businesses, eq(businesses.id, businessEmployees.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(and(eq(businessEmployees.userId, viewer.id), eq(businessEmployees.status, "invited")))
    .orderBy(desc(businessEmployees.addedAt), desc(businessEmployees.id))
    .limit(BUSINESS_TEAM_MAX);
}

/** POST /api/user/team-invitations/{id}/accept: the member joins the team; 404 for anyone else's or an answered one. */
export async function acceptInvitation(db: Database, viewer: SessionUser, invitationId: number) {
  const [row] = await db
    .update(businessEmployees)
    .set({ status: "accepted", addedAt: sql`now()` })
    .where(isInvitationOf(viewer, invitationId))
    .returning({ id: businessEmployees.id });
  if (!row) throw notFound(BUSINESS_ERRORS.invitationNotFound);
  const [employee] = await db
    .select(employeeColumns)
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .where(eq(businessEmployees.id, row.id));
  if (!employee) throw new Error("accepted team member not found");
  return employee;
}

/** POST /api/user/team-invitations/{id}/decline: the invitation goes; the owner may invite again later. */
export async function declineInvitation(db: Database, viewer: SessionUser, invitationId: number) {
  const declined = await db
    .delete(businessEmployees)
    .where(isInvitationOf(viewer, invitationId))
    .returning({ id: businessEmployees.id });
  if (declined.length === 0) throw notFound(BUSINESS_ERRORS.invitationNotFound);
}
