import { NETWORK_INSIGHTS_LIMITS } from "../../../shared/contracts/insights";

export type GrowthTipInput = {
  profile: {
    jobTitle: string | null;
    company: string | null;
    industry: string | null;
    location: string | null;
    professionalSummary: string | null;
    skills: readonly string[];
    lookingFor: string | null;
    servicesOffered: string | null;
    targetAudience: string | null;
  };
  acceptedConnections: number;
  pendingIncoming: number;
  pendingOutgoing: number;
  postsLast30Days: number;
};

const blank = (value: string | null) => !value || value.trim() === "";
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * Growth tips for one member, most useful first: answer waiting requests, then fill the profile
 * fields matching reads, then activity. Only tips that apply to the member are given.
 */
export function growthTips(
  input: GrowthTipInput,
  limit: number = NETWORK_INSIGHTS_LIMITS.growthTips,
): string[] {
  const { profile } = input;
  const tips: string[] = [];
  if (input.pendingIncoming > 0) {
    tips.push(
      `Answer the ${input.pendingIncoming} connection ${plural(input.pendingIncoming, "request", "requests")} waiting for you in Connections.`,
    );
  }
  if (blank(profile.lookingFor)) {
    tips.push("Say what you're looking for in your profile, so matching can find the people you need.");
  }
  if (blank(profile.servicesOffered)) {
    tips.push("List the services you offer, so members who need them are matched with you.");
  }
  if (profile.skills.length < 3) {
    tips.push("Add at least 3 skills: shared skills are one of the strongest match signals.");
  }
  if (blank(profile.jobTitle) || blank(profile.company)) {
    tips.push("Add your job title and company, so members know what you do at a glance.");
  }
  if (blank(profile.industry)) {
    tips.push("Choose your industry to see its trends and meet members close to your field.");
  }
  if (blank(profile.professionalSummary)) {
    tips.push("Write a short professional summary: it is the first thing members read on your profile.");
  }
  if (blank(profile.location)) {
    tips.push("Add your location to be matched with members near you.");
  }
  if (blank(profile.targetAudience)) {
    tips.push("Describe your target audience, so members who serve it can find you.");
  }
  if (input.acceptedConnections < 5) {
    const missing = 5 - input.acceptedConnections;
    tips.push(
      `Connect with ${missing} more recommended ${plural(missing, "member", "members")} to reach your first 5 connections.`,
    );
  }
  if (input.postsLast30Days === 0) {
    tips.push("Share an update in the Feed: posts start conversations with your network.");
  }
  if (input.pendingOutgoing > 0) {
    tips.push(
      `${input.pendingOutgoing} of your connection ${plural(input.pendingOutgoing, "request is", "requests are")} still pending; a short message on their profile can help.`,
    );
  }
  tips.push("Refer two members who should know each other from AI Referrals: introductions build trust.");
  tips.push("Comment on posts from your industry to get noticed by the people you want to meet.");
  return tips.slice(0, limit);
}
