/** One opportunity as written in the seed content; `postedBy` is a member key. */
export type SeedOpportunity = {
  title: string;
  description: string;
  type: string;
  category: string;
  company: string;
  postedBy: string;
  contactPerson: string;
  location: string;
  remoteOption: boolean;
  budget: string;
  timeline: string;
  requirements: string[];
  skillsNeeded: string[];
  industryFocus: string[];
  daysAgo: number;
  /** Days from the seed until the opportunity expires. */
  expiresInDays: number;
};

export const SEED_OPPORTUNITIES: readonly SeedOpportunity[] = [
  {
    title: "Senior Backend Engineer, Payments",
    description:
      "Join Ledgerline's payments team to build reconciliation and payout services used by mid-market finance teams.",
    type: "job",
    category: "Technology",
    company: "Ledgerline",
    postedBy: "marcus-chen",
    contactPerson: "Marcus Chen",
    location: "New York, NY",
    remoteOption: true,
    budget: "$175,000 - $210,000 per year",
    timeline: "Start within 2 months",
    requirements: [
      "6+ years of backend experience",
      "Production PostgreSQL",
      "Experience with financial data",
    ],
    skillsNeeded: ["TypeScript", "PostgreSQL", "System Design", "Payments"],
    industryFocus: ["Fintech"],
    daysAgo: 1,
    expiresInDays: 45,
  },
  {
    title: "SOC 2 Readiness Partner for Seed-Stage SaaS",
    description:
      "Shieldpoint is looking for SaaS companies preparing for a first SOC 2 Type I report; discounted gap assessments for Netwise members.",
    type: "partnership",
    category: "Security",
    company: "Shieldpoint Security",
    postedBy: "david-okafor",
    contactPerson: "David Okafor",
    location: "Chicago, IL",
    remoteOption: true,
    budget: "From $4,500",
    timeline: "10-12 week engagement",
    requirements: ["Cloud-hosted product", "An engineering lead available 2 hours a week"],
    skillsNeeded: ["SOC 2", "Compliance", "Risk Assessment"],
    industryFocus: ["SaaS", "Fintech", "Healthcare"],
    daysAgo: 3,
    expiresInDays: 60,
  },
  {
    title: "Website Redesign for a Four-Location Clinic",
    description:
      "Lakeshore Family Health needs an accessible website with online booking, provider profiles and local SEO for four locations.",
    type: "project",
    category: "Marketing",
    company: "Lakeshore Family Health",
    postedBy: "emily-watson",
    contactPerson: "Emily Watson",
    location: "Chicago, IL",
    remoteOption: true,
    budget: "$12,000 - $18,000",
    timeline: "8 weeks",
    requirements: ["Healthcare website portfolio", "WCAG 2.1 AA experience", "Local SEO"],
    skillsNeeded: ["Web Design", "SEO", "Accessibility"],
    industryFocus: ["Healthcare"],
    daysAgo: 5,
    expiresInDays: 30,
  },
  {
    title: "Fractional Marketing Lead for a Sustainable E-commerce Brand",
    description:
      "Verde Goods is looking for a part-time marketing lead to own email, social and paid acquisition as we scale past 5,000 orders a month.",
    type: "contract",
    category: "Marketing",
    company: "Verde Goods",
    postedBy: "tomas-garcia",
    contactPerson: "Tomás García",
    location: "Los Angeles, CA",
    remoteOption: true,
    budget: "$6,000 per month",
    timeline: "6-month contract, renewable",
    requirements: ["DTC e-commerce experience", "Owns a channel mix end to end", "15-20 hours a week"],
    skillsNeeded: ["Email Marketing", "Social Media Marketing", "Paid Social", "E-commerce"],
    industryFocus: ["E-commerce", "Retail"],
    daysAgo: 7,
    expiresInDays: 40,
  },
  {
    title: "Volunteer Robotics Mentors, Spring Term",
    description:
      "BrightMinds needs volunteer mentors for middle-school robotics clubs, two hours a week after school in Seattle.",
    type: "volunteer",
    category: "Education",
    company: "BrightMinds Learning Lab",
    postedBy: "olivia-bennett",
    contactPerson: "Olivia Bennett",
    location: "Seattle, WA",
    remoteOption: false,
    budget: "Volunteer",
    timeline: "January to May",
    requirements: ["Background check", "Two hours a week on Tuesdays or Thursdays"],
    skillsNeeded: ["Coding", "Mentoring", "Engineering"],
    industryFocus: ["Education", "Technology"],
    daysAgo: 9,
    expiresInDays: 50,
  },
  {
    title: "First VP of Sales, Series A SaaS",
    description:
      "A confidential Series A client is hiring its first VP of Sales to build a team of six account executives over the next year.",
    type: "job",
    category: "Sales",
    company: "Keystone Talent Partners",
    postedBy: "aisha-mohammed",
    contactPerson: "Aisha Mohammed",
    location: "New York, NY",
    remoteOption: true,
    budget: "$220,000 base plus equity",
    timeline: "Hiring this quarter",
    requirements: ["Built a sales team from zero", "B2B SaaS with ACV above $25,000", "Hands-on selling"],
    skillsNeeded: ["Sales Leadership", "B2B Sales", "Forecasting", "Hiring"],
    industryFocus: ["SaaS"],
    daysAgo: 11,
    expiresInDays: 35,
  },
  {
    title: "Corporate Catering Partners for Office Events",
    description:
      "Rossi's Trattoria is offering recurring catering packages for offices in the Loop and West Loop, from team lunches to client events.",
    type: "partnership",
    category: "Food & Beverage",
    company: "Rossi's Trattoria",
    postedBy: "isabella-rossi",
    contactPerson: "Isabella Rossi",
    location: "Chicago, IL",
    remoteOption: false,
    budget: "From $22 per person",
    timeline: "Ongoing",
    requirements: ["Offices with 20+ people", "48 hours notice for orders"],
    skillsNeeded: ["Event Planning"],
    industryFocus: ["Food & Beverage", "Professional Services"],
    daysAgo: 14,
    expiresInDays: 90,
  },
  {
    title: "Cloud Migration for a HIPAA Analytics Platform",
    description:
      "Meridian Health Analytics is moving its data platform to AWS and needs an architect to design a HIPAA-ready environment.",
    type: "project",
    category: "Technology",
    company: "Meridian Health Analytics",
    postedBy: "ravi-patel",
    contactPerson: "Ravi Patel",
    location: "Boston, MA",
    remoteOption: true,
    budget: "$40,000 - $60,000",
    timeline: "12 weeks",
    requirements: ["AWS certification", "HIPAA experience", "Infrastructure as code"],
    skillsNeeded: ["AWS", "Cloud Architecture", "Compliance", "DevOps"],
    industryFocus: ["Healthcare", "Technology"],
    daysAgo: 17,
    expiresInDays: 28,
  },
  {
    title: "Guest Speakers for Career Week",
    description:
      "Bayview University invites professionals from technology, finance and healthcare to speak to students about their careers.",
    type: "speaking",
    category: "Education",
    company: "Bayview University",
    postedBy: "rachel-foster",
    contactPerson: "Rachel Foster",
    location: "Boston, MA",
    remoteOption: true,
    budget: "Honorarium of $500",
    timeline: "Career week in March",
    requirements: ["Five or more years of experience", "45-minute talk with Q&A"],
    skillsNeeded: ["Public Speaking"],
    industryFocus: ["Technology", "Finance", "Healthcare"],
    daysAgo: 21,
    expiresInDays: 70,
  },
  {
    title: "B2B Marketing Agency for an Industrial Manufacturer",
    description:
      "Great Lakes Precision Parts wants an agency to rebuild its website, produce case studies and run LinkedIn campaigns for engineering buyers.",
    type: "project",
    category: "Marketing",
    company: "Great Lakes Precision Parts",
    postedBy: "oliver-grant",
    contactPerson: "Oliver Grant",
    location: "Detroit, MI",
    remoteOption: true,
    budget: "$25,000 - $35,000",
    timeline: "4 months",
    requirements: ["Industrial or B2B portfolio", "Case study writing", "LinkedIn advertising"],
    skillsNeeded: ["Content Strategy", "Web Design", "LinkedIn Ads"],
    industryFocus: ["Manufacturing"],
    daysAgo: 26,
    expiresInDays: 34,
  },
];
