import type { MemberSummary } from "../../shared/contracts/members";
import { users } from "./schema";

/**
 * The columns of the member summary (shared/contracts/members.ts), read from `users` or from an
 * alias of it (`alias(users, "referee")` has the same columns). Select them in the list's own query,
 * joined, so a list of members is one query.
 */
export function memberSummaryColumnsOf(table: typeof users) {
  return {
    id: table.id,
    username: table.username,
    firstName: table.firstName,
    lastName: table.lastName,
    jobTitle: table.jobTitle,
    company: table.company,
    avatar: table.avatar,
  };
}

export const memberSummaryColumns = memberSummaryColumnsOf(users);

/**
 * A member's whole profile as the spec's "User / profile" names it, with when they joined and the
 * privacy switches that decide who sees the e-mail and phone: a public profile answers these, and the
 * member's own account (GET /api/auth/me) these and its account fields.
 */
export const profileColumns = {
  ...memberSummaryColumns,
  email: users.email,
  industry: users.industry,
  location: users.location,
  phoneNumber: users.phoneNumber,
  bio: users.bio,
  linkedinUrl: users.linkedinUrl,
  website: users.website,
  websiteUrl: users.websiteUrl,
  professionalSummary: users.professionalSummary,
  skills: users.skills,
  interests: users.interests,
  lookingFor: users.lookingFor,
  servicesOffered: users.servicesOffered,
  targetAudience: users.targetAudience,
  preferredConnectionTypes: users.preferredConnectionTypes,
  availabilityForMeetings: users.availabilityForMeetings,
  showEmailToConnections: users.showEmailToConnections,
  showPhoneToConnections: users.showPhoneToConnections,
  createdAt: users.createdAt,
};

/** The summary alone, out of a row that selected more (when they followed, whether they are active). */
export function toMemberSummary(row: MemberSummary): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    company: row.company,
    avatar: row.avatar,
  };
}
