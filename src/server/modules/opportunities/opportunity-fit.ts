/**
 * Which open opportunities fit a member, and how well (issue 3, item 7).
 *
 * An opportunity FITS when someone else posted it, it matches the member's field, and it can be
 * done where the member is:
 *   - field: its category or one of its industry focuses equals the member's industry, or at least
 *     one of its skills needed is one of the member's skills (all compared case-insensitively);
 *   - place: it can be done remotely, or its location equals the member's location.
 * Its SCORE orders the list: 3 for the industry, 2 per shared skill, 1 for the same location.
 *
 * Only the OPPORTUNITY_FIT_WINDOW newest open opportunities are considered: they are read by a
 * range of the (is_active, posted_at, id) index, so neither the count nor the list scans the table.
 */
import { and, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { OPPORTUNITY_FIT_WINDOW } from "../../../shared/contracts/opportunities";
import type { Database } from "../../db/client";
import { opportunities, type UserRow } from "../../db/schema";

export type FitMember = Pick<UserRow, "id" | "industry" | "skills" | "location">;

/** Active and not expired at this moment. */
export const isOpenNow = () =>
  and(
    eq(opportunities.isActive, true),
    or(isNull(opportunities.expiresAt), gt(opportunities.expiresAt, sql`now()`)),
  ) as SQL;

/** The newest open opportunities, as a subquery named `candidates`. */
export function openOpportunityWindow(db: Pick<Database, "select">) {
  return db
    .select()
    .from(opportunities)
    .where(isOpenNow())
    .orderBy(desc(opportunities.postedAt), desc(opportunities.id))
    .limit(OPPORTUNITY_FIT_WINDOW)
    .as("candidates");
}

type Candidates = ReturnType<typeof openOpportunityWindow>;

const textArray = (values: string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

const normalise = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/** SQL expressions of the fit rule above for the rows of the candidate window. */
export function fitExpressions(c: Candidates, member: FitMember) {
  const industry = normalise(member.industry);
  const location = normalise(member.location);
  const skills = [...new Set(member.skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean))];

  const industryMatch: SQL<boolean> = industry
    ? sql<boolean>`(lower(${c.category}) = ${industry} or exists (select 1 from unnest(${c.industryFocus}) as focus(name) where lower(focus.name) = ${industry}))`
    : sql<boolean>`false`;
  const sharedSkills: SQL<number> =
    skills.length > 0
      ? sql<number>`(select count(*)::int from unnest(${c.skillsNeeded}) as needed(name) where lower(needed.name) = any(${textArray(skills)}))`
      : sql<number>`0`;
  const sameLocation: SQL<boolean> = location
    ? sql<boolean>`coalesce(lower(trim(${c.location})) = ${location}, false)`
    : sql<boolean>`false`;

  const isSomeoneElses = sql<boolean>`(${c.postedBy} is distinct from ${member.id})`;
  const fits = sql<boolean>`(${isSomeoneElses} and (${industryMatch} or ${sharedSkills} > 0) and (${c.remoteOption} or ${sameLocation}))`;
  const score = sql<number>`(${industryMatch}::int * 3 + ${sharedSkills} * 2 + ${sameLocation}::int)`;
  return { fits, score };
}
