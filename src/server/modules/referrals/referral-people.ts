import type { ReferralPerson } from "../../../shared/contracts/referrals";
import type { users } from "../../db/schema";

/** Shown for a member whose account was deleted after the referral was made. */
export const FORMER_MEMBER = "Former member";

/**
 * The columns of one person in a referral, from an alias of `users` (typed as users: the alias has
 * the same columns). The alias may be left-joined, so toPerson accepts a missing person.
 */
export const personColumns = (table: unknown) => columnsOf(table as typeof users);
const columnsOf = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  firstName: table.firstName,
  lastName: table.lastName,
  avatar: table.avatar,
  jobTitle: table.jobTitle,
  company: table.company,
});

type PersonRow = {
  id: number | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  jobTitle: string | null;
  company: string | null;
} | null;

export function toPerson(row: PersonRow): ReferralPerson {
  if (!row || row.id === null) {
    return { id: null, username: null, name: FORMER_MEMBER, avatar: null, title: null, company: null };
  }
  return {
    id: row.id,
    username: row.username,
    name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
    avatar: row.avatar,
    title: row.jobTitle,
    company: row.company,
  };
}
