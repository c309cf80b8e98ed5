import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  type AddEmployeeRequest,
  BUSINESS_ERRORS,
  BUSINESS_TEAM_MAX,
} from "../../../shared/contracts/directory";
import type { Database, DbExecutor } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { businessEmployees, type UserRow, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import { findManagedBusiness, findVisibleBusiness } from "./directory.service";

const employeeColumns = {
  id: businessEmployees.id,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  title: businessEmployees.title,
  role: businessEmployees.role,
};

function teamRows(db: DbExecutor, businessId: number) {
  return db
    .select(employeeColumns)
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .where(
      and(
        eq(businessEmployees.businessId, businessId),
        eq(businessEmployees.isActive, true),
        eq(users.isActive, true),
      ),
    )
    .orderBy(
      sql`case ${businessEmployees.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
      asc(businessEmployees.addedAt),
      asc(businessEmployees.id),
    )
    .limit(BUSINESS_TEAM_MAX);
}

/** GET /api/businesses/{id}/employees: the Team tab, owner first (a team has at most 50). */
export async function listTeam(db: Database, businessId: number, viewer: UserRow | null) {
  await findVisibleBusiness(db, businessId, viewer);
  return teamRows(db, businessId);
}

/** POST /api/businesses/{id}/employees: the owner adds a member by username with a title and role. */
export async function addTeamMember(
  db: Database,
  viewer: UserRow,
  businessId: number,
  input: AddEmployeeRequest,
) {
  await findManagedBusiness(db, businessId, viewer);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, input.username), eq(users.isActive, true)))
    .limit(1);
  if (!member) throw notFound(BUSINESS_ERRORS.memberNotFound);
  const [size] = await db
    .select({ total: count() })
    .from(businessEmployees)
    .where(eq(businessEmployees.businessId, businessId));
  if ((size?.total ?? 0) >= BUSINESS_TEAM_MAX) throw conflict(BUSINESS_ERRORS.teamFull);
  try {
    const [row] = await db
      .insert(businessEmployees)
      .values({ businessId, userId: member.id, role: input.role, title: input.title })
      .returning({ id: businessEmployees.id });
    if (!row) throw new Error("insert returned no row");
    const [employee] = await db
      .select(employeeColumns)
      .from(businessEmployees)
      .innerJoin(users, eq(users.id, businessEmployees.userId))
      .where(eq(businessEmployees.id, row.id));
    if (!employee) throw new Error("inserted team member not found");
    return employee;
  } catch (error) {
    if (isUniqueViolation(error, "business_employees_business_user_key")) {
      throw conflict(BUSINESS_ERRORS.alreadyOnTeam);
    }
    throw error;
  }
}

/** DELETE /api/businesses/{id}/employees/{employeeId}: the owner removes a member (never the owner). */
export async function removeTeamMember(
  db: Database,
  viewer: UserRow,
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
