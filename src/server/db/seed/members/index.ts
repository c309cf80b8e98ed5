import { buildUser, type NewUser } from "../factories";
import { FOUNDERS_AND_TECHNOLOGY } from "./founders-and-technology";
import { HEALTH_EDUCATION_AND_MORE } from "./health-education-and-more";
import { MARKETING_AND_FINANCE } from "./marketing-and-finance";
import type { SeedMember } from "./types";

export type { SeedMember } from "./types";

export const SEED_MEMBERS: readonly SeedMember[] = [
  ...FOUNDERS_AND_TECHNOLOGY,
  ...MARKETING_AND_FINANCE,
  ...HEALTH_EDUCATION_AND_MORE,
];

export const DEMO_EMAIL_DOMAIN = "netwise.demo";

/** firstname.lastname@netwise.demo unless the member has its own address. */
export function memberEmail(member: SeedMember): string {
  return (member.email ?? `${member.key.replace(/-/g, ".")}@${DEMO_EMAIL_DOMAIN}`).toLowerCase();
}

const CONNECTION_TYPES = [
  ["Referral partners", "Clients"],
  ["Mentors", "Peers in my industry"],
  ["Clients", "Collaborators"],
  ["Investors", "Advisors"],
  ["Collaborators", "Referral partners", "Mentees"],
];
const COMMUNICATION = [["Email", "Video call"], ["Email"], ["Phone", "Email"], ["Video call", "In person"]];
const AVAILABILITY = ["Weekday mornings", "Afternoons", "Flexible, by appointment", "Fridays"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The users row of a demo member. */
export function memberToUser(member: SeedMember, index: number, passwordHash: string, now: Date): NewUser {
  const joined = new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
  return buildUser({
    email: memberEmail(member),
    username: member.key,
    passwordHash,
    // The demo addresses are the operator's own: they count as verified.
    emailVerifiedAt: joined,
    firstName: member.firstName,
    lastName: member.lastName,
    role: member.role ?? "user",
    jobTitle: member.jobTitle,
    company: member.company,
    industry: member.industry,
    location: member.location,
    phoneNumber: member.phoneNumber ?? null,
    bio: member.bio,
    professionalSummary: member.professionalSummary,
    skills: member.skills,
    interests: member.interests,
    lookingFor: member.lookingFor,
    servicesOffered: member.servicesOffered,
    targetAudience: member.targetAudience,
    linkedinUrl: `https://www.linkedin.com/in/${member.key}-netwise-demo`,
    website: member.websiteUrl ?? null,
    websiteUrl: member.websiteUrl ?? null,
    preferredConnectionTypes: CONNECTION_TYPES[index % CONNECTION_TYPES.length] ?? [],
    availabilityForMeetings:
      member.availabilityForMeetings ?? AVAILABILITY[index % AVAILABILITY.length] ?? null,
    communicationPreferences: COMMUNICATION[index % COMMUNICATION.length] ?? [],
    isActive: true,
    lastActiveAt: new Date(now.getTime() - (index % 9) * DAY_MS - (index % 5) * 3_600_000),
    createdAt: joined,
    updatedAt: joined,
  });
}
