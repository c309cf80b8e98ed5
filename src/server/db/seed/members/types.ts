/** One demo member as written in the seed content; the seed derives e-mail, username and links. */
export type SeedMember = {
  /** The username, also used by other seed files to refer to the member. */
  key: string;
  firstName: string;
  lastName: string;
  /** Defaults to firstname.lastname@netwise.demo. */
  email?: string;
  role?: "admin";
  jobTitle: string;
  company: string;
  industry: string;
  location: string;
  phoneNumber?: string;
  bio: string;
  professionalSummary: string;
  skills: string[];
  interests: string[];
  lookingFor: string;
  servicesOffered: string;
  targetAudience: string;
  websiteUrl?: string;
  availabilityForMeetings?: string;
  /** How long ago the member joined, in days. */
  joinedDaysAgo: number;
};
