/** The fields of the member summary (shared/contracts/members.ts), sorted as keysOf() gives them. */
export const MEMBER_SUMMARY_KEYS = [
  "avatar",
  "company",
  "firstName",
  "id",
  "jobTitle",
  "lastName",
  "username",
];

/** A member summary's keys with a list's own fields (the spec's `name`, a match score), sorted. */
export const summaryKeysWith = (...fields: string[]) => [...MEMBER_SUMMARY_KEYS, ...fields].sort();
