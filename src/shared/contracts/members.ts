import { z } from "zod";

/**
 * A member as every list shows them (ARCHITECTURE, "who is who"): one schema, with one column list
 * and one presenter on the server (server/db/member-summary.ts) and one `<MemberLine>` on the client.
 * A list that needs more (a match score, when they followed) extends it; one that the spec gives a
 * joined `name` keeps that field beside these, so the client never splits a name.
 */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type MemberSummary = z.input<typeof memberSummarySchema>;

/** "Ada Lovelace": the joined name shown for a member, and the `name` of the answers the spec gives one. */
export const memberFullName = (member: Pick<MemberSummary, "firstName" | "lastName">) =>
  `${member.firstName} ${member.lastName}`.trim();
