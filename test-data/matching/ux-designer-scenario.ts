import type { NewUser } from "../../src/server/db/seed/factories";

/**
 * The new member (issue 29): a freelance UX designer looking for SaaS startups, with the
 * profile filled in, and the members whose suggestions broke trust — a healthcare data scientist
 * who looks for a cloud architect, a senior backend engineer — beside members who really fit.
 */
export const UX_DESIGNER: Partial<NewUser> = {
  firstName: "Maya",
  lastName: "Lind",
  jobTitle: "Freelance UX Designer",
  industry: "technology",
  location: "Austin, TX",
  skills: ["Figma", "User Research", "Design Systems", "Prototyping"],
  servicesOffered: "UX design for SaaS products, design systems, user research",
  lookingFor: "SaaS startups that need product design, a front-end developer to build my designs",
  targetAudience: "SaaS founders",
};

export const UX_DESIGNER_CANDIDATES: Array<Partial<NewUser> & { key: string }> = [
  {
    key: "dataScientist",
    firstName: "Omar",
    lastName: "Haddad",
    jobTitle: "Healthcare Data Scientist",
    industry: "healthcare",
    location: "Boston, MA",
    skills: ["Python", "Machine Learning", "Statistics"],
    servicesOffered: "predictive models for clinical data",
    lookingFor: "a cloud architect for a HIPAA-ready data platform",
  },
  {
    key: "backendEngineer",
    firstName: "Ben",
    lastName: "Carter",
    jobTitle: "Senior Backend Engineer",
    industry: "technology",
    location: "Denver, CO",
    skills: ["Go", "PostgreSQL", "Kubernetes"],
    servicesOffered: "backend APIs, database design",
    lookingFor: "a DevOps engineer for our platform",
  },
  {
    key: "saasFounder",
    firstName: "Lena",
    lastName: "Park",
    jobTitle: "SaaS Founder",
    industry: "technology",
    location: "Austin, TX",
    skills: ["Product Management"],
    servicesOffered: "B2B SaaS for clinics",
    lookingFor: "a UX designer for our SaaS product, user research",
  },
  {
    key: "frontEnd",
    firstName: "Ravi",
    lastName: "Menon",
    jobTitle: "Front-end Developer",
    industry: "technology",
    location: "Remote",
    skills: ["React", "TypeScript", "Figma"],
    servicesOffered: "front-end development, React development",
    lookingFor: "a UX designer to partner with on client projects",
  },
  {
    key: "benefitsAdvisor",
    firstName: "Alex",
    lastName: "Moreau",
    jobTitle: "Employee Benefits Advisor",
    industry: "finance",
    location: "Austin, TX",
    skills: ["Benefits", "Insurance"],
    servicesOffered: "group health plans for small employers",
    lookingFor: "a cybersecurity advisor for client audits",
  },
  {
    key: "neighbour",
    firstName: "Nora",
    lastName: "Quinn",
    jobTitle: "Nurse",
    industry: "healthcare",
    location: "Austin, TX",
    skills: ["Triage"],
    servicesOffered: "home care visits",
    lookingFor: "nothing right now",
  },
];

/** Reasons that pair halves about different things: none may be shown to the designer. */
export const UNRELATED_REASON_PARTS: ReadonlyArray<readonly [string, string]> = [
  ["cloud architect", "design systems"],
  ["cloud architect", "UX design"],
  ["cloud architect", "user research"],
  ["cybersecurity", "design"],
  ["DevOps", "design"],
  ["backend", "product design"],
  ["backend", "front-end developer"],
];
