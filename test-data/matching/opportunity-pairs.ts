import type { MatchProfile } from "../../src/server/modules/matching/rules/matching-profile";

/**
 * Opportunity/profile pairs labelled by hand (issue 29): whether the opportunity is work the member
 * offers (TRUE) or not (FALSE). Labelled before any score was read. Test data only: no production
 * module imports it.
 */
export type OpportunityPair = {
  profile: Pick<MatchProfile, "jobTitle" | "skills" | "servicesOffered">;
  title: string;
  skillsNeeded: string[];
  fits: boolean;
};

const UX = {
  jobTitle: "Freelance UX Designer",
  skills: ["Figma", "User Research", "Design Systems", "Prototyping"],
  servicesOffered: "UX design for SaaS products, design systems, user research",
};
const BACKEND = {
  jobTitle: "Senior Backend Engineer",
  skills: ["Go", "PostgreSQL", "Kubernetes"],
  servicesOffered: "backend APIs, database design",
};
const MARKETER = {
  jobTitle: "Digital Marketing Consultant",
  skills: ["SEO", "Google Ads", "Content Strategy"],
  servicesOffered: "SEO audits, PPC campaign management",
};
const ACCOUNTANT = {
  jobTitle: "Accountant",
  skills: ["Bookkeeping", "Tax Preparation", "QuickBooks"],
  servicesOffered: "bookkeeping for small businesses, tax returns",
};
const NURSE = {
  jobTitle: "Registered Nurse",
  skills: ["Patient Care", "Triage"],
  servicesOffered: "home care visits",
};
const CHEF = {
  jobTitle: "Private Chef",
  skills: ["Catering", "Menu Planning"],
  servicesOffered: "event catering, meal prep",
};

const pair =
  (profile: OpportunityPair["profile"], fits: boolean) => (title: string, skillsNeeded: string[]) => ({
    profile,
    title,
    skillsNeeded,
    fits,
  });

export const OPPORTUNITY_PAIRS: readonly OpportunityPair[] = [
  // The designer.
  pair(UX, false)("Senior Backend Engineer", ["Go", "PostgreSQL", "Kubernetes"]),
  pair(UX, false)("DevOps Engineer", ["AWS", "Terraform"]),
  pair(UX, false)("Data Engineer for analytics platform", ["Python", "Spark"]),
  pair(UX, false)("Marketing Manager", ["SEO", "Email Marketing"]),
  pair(UX, false)("Bookkeeper for a dental clinic", ["QuickBooks"]),
  pair(UX, true)("UX Designer for SaaS onboarding", ["Figma", "User Research"]),
  pair(UX, true)("Senior Product Designer", ["Figma", "Prototyping"]),
  pair(UX, true)("User research study for a mobile app", []),
  pair(UX, true)("Design system for our web app", ["Figma"]),
  // The backend engineer.
  pair(BACKEND, true)("Senior Backend Engineer", ["Go", "PostgreSQL"]),
  pair(BACKEND, true)("API developer for a payments platform", ["REST", "PostgreSQL"]),
  pair(BACKEND, true)("Database migration to PostgreSQL", []),
  pair(BACKEND, false)("UX Designer for SaaS onboarding", ["Figma", "User Research"]),
  pair(BACKEND, false)("Social media manager", ["Instagram"]),
  pair(BACKEND, false)("Private chef for a company retreat", ["Catering"]),
  // The marketer.
  pair(MARKETER, true)("SEO specialist for an e-commerce store", ["SEO"]),
  pair(MARKETER, true)("Google Ads campaign manager", ["PPC", "Google Ads"]),
  pair(MARKETER, true)("Content strategist for a B2B blog", ["Content Strategy"]),
  pair(MARKETER, false)("Senior Backend Engineer", ["Go", "Kubernetes"]),
  pair(MARKETER, false)("Registered nurse for night shifts", ["Patient Care"]),
  pair(MARKETER, false)("Tax accountant", ["Tax Preparation"]),
  // The accountant.
  pair(ACCOUNTANT, true)("Bookkeeper for a dental clinic", ["QuickBooks"]),
  pair(ACCOUNTANT, true)("Tax preparation for freelancers", ["Tax Preparation"]),
  pair(ACCOUNTANT, false)("UX Designer for SaaS onboarding", ["Figma"]),
  pair(ACCOUNTANT, false)("SEO specialist for an e-commerce store", ["SEO"]),
  pair(ACCOUNTANT, false)("Event caterer", ["Catering"]),
  // The nurse.
  pair(NURSE, true)("Registered nurse for night shifts", ["Patient Care"]),
  pair(NURSE, true)("Home care nurse for an elderly patient", ["Home Care"]),
  pair(NURSE, false)("DevOps Engineer", ["AWS", "Terraform"]),
  pair(NURSE, false)("Marketing Manager", ["SEO"]),
  // The chef.
  pair(CHEF, true)("Event caterer", ["Catering"]),
  pair(CHEF, true)("Private chef for a company retreat", ["Menu Planning"]),
  pair(CHEF, false)("Frontend Developer", ["React"]),
  pair(CHEF, false)("Bookkeeper for a dental clinic", ["QuickBooks"]),
  // More of each, written with the first ones, before any score was read.
  pair(UX, true)("Interaction designer for a banking app", ["Figma"]),
  pair(UX, true)("Mobile app prototype for a startup", ["Prototyping"]),
  pair(UX, false)("Frontend Developer", ["React", "TypeScript"]),
  pair(UX, false)("Sales representative", ["CRM"]),
  pair(BACKEND, true)("Go developer for microservices", ["Go", "Kubernetes"]),
  pair(BACKEND, false)("Graphic designer for brochures", []),
  pair(BACKEND, false)("Bookkeeper for a dental clinic", ["QuickBooks"]),
  pair(MARKETER, true)("PPC specialist", ["Google Ads"]),
  pair(MARKETER, false)("Senior Product Designer", ["Figma"]),
  pair(ACCOUNTANT, true)("Part-time bookkeeper", ["Bookkeeping"]),
  pair(ACCOUNTANT, false)("DevOps Engineer", ["AWS", "Terraform"]),
  pair(CHEF, true)("Caterer for a wedding", ["Catering"]),
  pair(CHEF, false)("Registered nurse for night shifts", ["Patient Care"]),
  pair(NURSE, true)("Triage nurse for an urgent care clinic", ["Triage"]),
  pair(NURSE, false)("Event caterer", ["Catering"]),
];
