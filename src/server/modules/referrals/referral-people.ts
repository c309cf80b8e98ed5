import { memberFullName } from "../../../shared/contracts/members";
import type { ReferralPerson } from "../../../shared/contracts/referrals";
import { memberSummaryColumnsOf } from "../../db/member-summary";
import type { users } from "../../db/schema";

/** Shown for a member whose account was deleted after the referral was made. */
export const FORMER_MEMBER = "Former member";

/**
 * The member summary of one person in a referral, from an alias of `users` (typed as users: the
 * alias has the same columns). The alias may be left-joined, so toPerson accepts a missing person.
 */
export const personColumns = (table: unknown) => memberSummaryColumnsOf(table as typeof users);

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
    return {
      id: null,
      username: null,
      firstName: FORMER_MEMBER,
      lastName: "",
      jobTitle: null,
      company: null,
      avatar: null,
      name: FORMER_MEMBER,
      title: null,
    };
  }
  const firstName = row.firstName ?? "";
  const lastName = row.lastName ?? "";
  return {
    id: row.id,
    username: row.username,
    firstName,
    lastName,
    jobTitle: row.jobTitle,
    company: row.company,
    avatar: row.avatar,
    name: memberFullName({ firstName, lastName }),
    title: row.jobTitle,
  };
}
