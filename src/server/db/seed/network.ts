import type { SeedMember } from "./members";

/** A connection: requester key, recipient key, status, days ago, optional note. */
export type SeedConnection = [
  from: string,
  to: string,
  status: "accepted" | "pending",
  daysAgo: number,
  note?: string,
];

export const SEED_CONNECTIONS: readonly SeedConnection[] = [
  [
    "alex-morgan",
    "sofia-alvarez",
    "accepted",
    60,
    "Met at Austin Design Week; we refer web projects to each other.",
  ],
  ["marcus-chen", "alex-morgan", "accepted", 52, "Planning the Ledgerline launch together."],
  ["alex-morgan", "hannah-schmidt", "accepted", 48, "Content partner for client launches."],
  ["amara-osei", "alex-morgan", "accepted", 41],
  ["alex-morgan", "michael-obrien", "accepted", 35, "Our agency bookkeeper."],
  ["alex-morgan", "david-okafor", "accepted", 30],
  ["daniel-kim", "alex-morgan", "accepted", 24],
  ["alex-morgan", "grace-liu", "accepted", 18],
  ["kevin-nguyen", "alex-morgan", "accepted", 12],
  ["samuel-adeyemi", "alex-morgan", "pending", 3],
  ["natalie-price", "alex-morgan", "pending", 2],
  ["zoe-campbell", "alex-morgan", "pending", 1],
  ["alex-morgan", "ethan-walker", "pending", 4],
  ["alex-morgan", "nathan-brooks", "pending", 2],
  ["avery-quinn", "alex-morgan", "accepted", 90],
  ["avery-quinn", "sofia-alvarez", "accepted", 70],
  ["sofia-alvarez", "emily-watson", "accepted", 40, "Clinic website project."],
  ["isabella-rossi", "sofia-alvarez", "accepted", 33],
  ["sofia-alvarez", "hannah-schmidt", "accepted", 27],
  ["chloe-dubois", "sofia-alvarez", "pending", 5],
  ["david-okafor", "marcus-chen", "accepted", 45, "SOC 2 readiness engagement."],
  ["ethan-walker", "david-okafor", "accepted", 39],
  ["ravi-patel", "david-okafor", "pending", 6],
  ["priya-raman", "marcus-chen", "accepted", 55],
  ["samuel-adeyemi", "marcus-chen", "accepted", 43],
  ["marcus-chen", "natalie-price", "accepted", 22],
  ["grace-liu", "priya-raman", "accepted", 50],
  ["kevin-nguyen", "priya-raman", "accepted", 20],
  ["nathan-brooks", "grace-liu", "accepted", 46, "Loopdesk colleagues."],
  ["mei-tanaka", "grace-liu", "pending", 7],
  ["ravi-patel", "ethan-walker", "accepted", 26],
  ["emily-watson", "ravi-patel", "accepted", 37],
  ["mei-tanaka", "emily-watson", "accepted", 29],
  ["hannah-schmidt", "james-thornton", "accepted", 58],
  ["james-thornton", "natalie-price", "accepted", 21],
  ["samuel-adeyemi", "james-thornton", "accepted", 34],
  ["isabella-rossi", "michael-obrien", "accepted", 31],
  ["natalie-price", "michael-obrien", "pending", 8],
  ["lucas-ferreira", "isabella-rossi", "accepted", 36],
  ["tomas-garcia", "lucas-ferreira", "pending", 4],
  ["chloe-dubois", "tomas-garcia", "accepted", 32],
  ["fatima-khan", "tomas-garcia", "accepted", 28],
  ["amara-osei", "tomas-garcia", "accepted", 19],
  ["zoe-campbell", "nathan-brooks", "accepted", 25],
  ["aisha-mohammed", "nathan-brooks", "accepted", 23],
  ["laura-jensen", "aisha-mohammed", "accepted", 17],
  ["jordan-ellis", "laura-jensen", "pending", 9],
  ["benjamin-hart", "jordan-ellis", "accepted", 38],
  ["marcus-chen", "benjamin-hart", "accepted", 44],
  ["rachel-foster", "olivia-bennett", "accepted", 24],
  ["ethan-walker", "olivia-bennett", "accepted", 35],
  ["rachel-foster", "aisha-mohammed", "pending", 3],
  ["daniel-kim", "isabella-rossi", "accepted", 30],
  ["kevin-nguyen", "daniel-kim", "accepted", 15],
  ["oliver-grant", "benjamin-hart", "pending", 6],
  ["oliver-grant", "amara-osei", "pending", 2],
];

/** A referral: referrer key, referee key (who is introduced), target key, status, days ago, message. */
export type SeedReferral = [
  referrer: string,
  referee: string,
  target: string,
  status: "pending" | "accepted" | "completed" | "declined",
  daysAgo: number,
  message: string,
];

export const SEED_REFERRALS: readonly SeedReferral[] = [
  [
    "alex-morgan",
    "sofia-alvarez",
    "emily-watson",
    "completed",
    42,
    "Emily, Sofia builds accessible clinic websites with online booking. She would be a great fit for your redesign.",
  ],
  [
    "alex-morgan",
    "michael-obrien",
    "isabella-rossi",
    "accepted",
    33,
    "Isabella, Michael's firm knows restaurant bookkeeping inside out. Worth a coffee.",
  ],
  [
    "alex-morgan",
    "david-okafor",
    "marcus-chen",
    "pending",
    4,
    "Marcus, David helped two of my clients through SOC 2 quickly. Happy to introduce you.",
  ],
  [
    "alex-morgan",
    "amara-osei",
    "tomas-garcia",
    "pending",
    2,
    "Tomás, Amara runs paid campaigns for e-commerce brands and is great at lowering cost per order.",
  ],
  [
    "david-okafor",
    "ethan-walker",
    "ravi-patel",
    "completed",
    26,
    "Ravi, Ethan designs HIPAA-ready AWS environments. He is the person I would call.",
  ],
  [
    "james-thornton",
    "natalie-price",
    "samuel-adeyemi",
    "declined",
    20,
    "Samuel, Natalie prepares clean seed documents for founders. Could be useful for your portfolio.",
  ],
  [
    "nathan-brooks",
    "zoe-campbell",
    "aisha-mohammed",
    "pending",
    5,
    "Aisha, Zoe builds sales onboarding programs. Your clients hiring new sales teams might need her.",
  ],
];

const WORDS = /[a-z0-9]+/g;
function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(WORDS) ?? []).filter((word) => word.length > 3));
}

/** A plausible match percentage from shared skills, industry, city and offer/need overlap (55-97). */
export function seedMatchScore(a: SeedMember, b: SeedMember): number {
  const skillsA = new Set(a.skills.map((skill) => skill.toLowerCase()));
  const sharedSkills = b.skills.filter((skill) => skillsA.has(skill.toLowerCase())).length;
  const sameIndustry = a.industry === b.industry ? 1 : 0;
  const sameCity = a.location === b.location ? 1 : 0;
  const needsA = words(a.lookingFor);
  const needsB = words(b.lookingFor);
  const offerOverlap =
    [...words(b.servicesOffered)].filter((word) => needsA.has(word)).length +
    [...words(a.servicesOffered)].filter((word) => needsB.has(word)).length;
  const score = 58 + sharedSkills * 6 + sameIndustry * 8 + sameCity * 6 + Math.min(offerOverlap, 4) * 4;
  return Math.min(97, Math.max(55, score));
}
