import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  type CreateEducationRequest,
  type CreateExperienceRequest,
  EDUCATION_MAX,
  type Education,
  END_BEFORE_START,
  EXPERIENCE_MAX,
  type Experience,
  type UpdateEducationRequest,
  type UpdateExperienceRequest,
} from "../../../shared/contracts/profile-history";
import type { Database, DbExecutor } from "../../db/client";
import { profileEducation, profileExperience } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";

export const EXPERIENCE_NOT_FOUND = "This experience entry does not exist.";
export const EDUCATION_NOT_FOUND = "This education entry does not exist.";
export const TOO_MANY_EXPERIENCES = `A profile holds at most ${EXPERIENCE_MAX} experience entries.`;
export const TOO_MANY_EDUCATIONS = `A profile holds at most ${EDUCATION_MAX} education entries.`;

type ExperienceRow = typeof profileExperience.$inferSelect;
type EducationRow = typeof profileEducation.$inferSelect;

/** An experience entry's stored fields; `isCurrent` is derived here, once. */
export type ExperienceFields = Pick<
  ExperienceRow,
  "id" | "title" | "company" | "location" | "startMonth" | "endMonth" | "description"
>;

export const toExperience = (row: ExperienceFields): Experience => ({
  id: row.id,
  title: row.title,
  company: row.company,
  location: row.location,
  startMonth: row.startMonth,
  endMonth: row.endMonth,
  description: row.description,
  isCurrent: row.endMonth === null,
});

const toEducation = (row: EducationRow): Education => ({
  id: row.id,
  school: row.school,
  degree: row.degree,
  field: row.field,
  startYear: row.startYear,
  endYear: row.endYear,
});

/**
 * The two lists a profile shows, each one JSON array (read inside the profile's own
 * statement, so a profile is one round trip): a member's experience, current roles first, then by end
 * and start month, newest first; their schools, newest first (no end year first: still studying). At
 * most EXPERIENCE_MAX and EDUCATION_MAX. `array(...)` keeps the subquery's order. An education entry is
 * in the API's shape; an experience entry goes through {@link toExperience}.
 */
export const experienceJsonSql = (memberId: SQL) =>
  sql<ExperienceFields[]>`array_to_json(array(select json_build_object('id', e.id, 'title', e.title,
      'company', e.company, 'location', e.location, 'startMonth', e.start_month, 'endMonth', e.end_month,
      'description', e.description)
    from profile_experience e where e.user_id = ${memberId}
    order by e.end_month desc nulls first, e.start_month desc, e.id desc
    limit ${sql.raw(String(EXPERIENCE_MAX))}))`;

export const educationJsonSql = (memberId: SQL) =>
  sql<Education[]>`array_to_json(array(select json_build_object('id', d.id, 'school', d.school,
      'degree', d.degree, 'field', d.field, 'startYear', d.start_year, 'endYear', d.end_year)
    from profile_education d where d.user_id = ${memberId}
    order by d.end_year desc nulls first, d.start_year desc nulls last, d.id
    limit ${sql.raw(String(EDUCATION_MAX))}))`;

/** The member's current role: the newest experience without an end, or null. */
export async function currentRole(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({ title: profileExperience.title, company: profileExperience.company })
    .from(profileExperience)
    .where(and(eq(profileExperience.userId, userId), sql`${profileExperience.endMonth} is null`))
    .orderBy(desc(profileExperience.startMonth), desc(profileExperience.id))
    .limit(1);
  return row ?? null;
}

async function countOf(
  db: DbExecutor,
  table: typeof profileExperience | typeof profileEducation,
  userId: number,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return Number(row?.count ?? 0);
}

/** POST /api/profile/experience */
export async function addExperience(db: Database, userId: number, input: CreateExperienceRequest) {
  if ((await countOf(db, profileExperience, userId)) >= EXPERIENCE_MAX)
    throw badRequest(TOO_MANY_EXPERIENCES);
  const [row] = await db
    .insert(profileExperience)
    .values({
      userId,
      title: input.title,
      company: input.company,
      location: input.location ?? null,
      startMonth: input.startMonth,
      endMonth: input.endMonth ?? null,
      description: input.description ?? null,
    })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  return toExperience(row);
}

async function ownExperience(db: DbExecutor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(profileExperience)
    .where(and(eq(profileExperience.id, id), eq(profileExperience.userId, userId)));
  if (!row) throw notFound(EXPERIENCE_NOT_FOUND);
  return row;
}

/** PATCH /api/profile/experience/{id}: the member's own entry (another member's is a 404). */
export async function updateExperience(
  db: Database,
  userId: number,
  id: number,
  input: UpdateExperienceRequest,
) {
  const current = await ownExperience(db, userId, id);
  const startMonth = input.startMonth ?? current.startMonth;
  const endMonth = input.endMonth === undefined ? current.endMonth : input.endMonth;
  if (endMonth !== null && endMonth < startMonth) throw badRequest(`End month: ${END_BEFORE_START}`);
  const [row] = await db
    .update(profileExperience)
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.company === undefined ? {} : { company: input.company }),
      ...(input.location === undefined ? {} : { location: input.location }),
      ...(input.description === undefined ? {} : { description: input.description }),
      startMonth,
      endMonth,
    })
    .where(eq(profileExperience.id, current.id))
    .returning();
  if (!row) throw notFound(EXPERIENCE_NOT_FOUND);
  return toExperience(row);
}

export async function deleteExperience(db: Database, userId: number, id: number) {
  const current = await ownExperience(db, userId, id);
  await db.delete(profileExperience).where(eq(profileExperience.id, current.id));
}

/** POST /api/profile/education */
export async function addEducation(db: Database, userId: number, input: CreateEducationRequest) {
  if ((await countOf(db, profileEducation, userId)) >= EDUCATION_MAX) throw badRequest(TOO_MANY_EDUCATIONS);
  const [row] = await db
    .insert(profileEducation)
    .values({
      userId,
      school: input.school,
      degree: input.degree ?? null,
      field: input.field ?? null,
      startYear: input.startYear ?? null,
      endYear: input.endYear ?? null,
    })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  return toEducation(row);
}

async function ownEducation(db: DbExecutor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(profileEducation)
    .where(and(eq(profileEducation.id, id), eq(profileEducation.userId, userId)));
  if (!row) throw notFound(EDUCATION_NOT_FOUND);
  return row;
}

/** PATCH /api/profile/education/{id} */
export async function updateEducation(
  db: Database,
  userId: number,
  id: number,
  input: UpdateEducationRequest,
) {
  const current = await ownEducation(db, userId, id);
  const startYear = input.startYear === undefined ? current.startYear : input.startYear;
  const endYear = input.endYear === undefined ? current.endYear : input.endYear;
  if (startYear !== null && endYear !== null && endYear < startYear)
    throw badRequest(`End year: ${END_BEFORE_START}`);
  const [row] = await db
    .update(profileEducation)
    .set({
      ...(input.school === undefined ? {} : { school: input.school }),
      ...(input.degree === undefined ? {} : { degree: input.degree }),
      ...(input.field === undefined ? {} : { field: input.field }),
      startYear,
      endYear,
    })
    .where(eq(profileEducation.id, current.id))
    .returning();
  if (!row) throw notFound(EDUCATION_NOT_FOUND);
  return toEducation(row);
}

export async function deleteEducation(db: Database, userId: number, id: number) {
  const current = await ownEducation(db, userId, id);
  await db.delete(profileEducation).where(eq(profileEducation.id, current.id));
}
