import type { SeedReferral } from "./network";

/**
 * Referrals addressed to the demo member Alex Morgan, so signing in as Alex shows Referrals for You
 * with introductions to accept or decline. Same shape as SEED_REFERRALS; a referrer who is also the
 * referee asked to be introduced themself (what Refer on AI Matches does).
 */
export const SEED_RECEIVED_REFERRALS: readonly SeedReferral[] = [
  [
    "priya-raman",
    "priya-raman",
    "alex-morgan",
    "pending",
    1,
    "Alex, your agency's clients keep asking for API integrations. I would love to be your go-to developer for them.",
  ],
  [
    "sofia-alvarez",
    "olivia-bennett",
    "alex-morgan",
    "pending",
    3,
    "Alex, Olivia is launching after-school robotics programmes across Seattle and needs help with local SEO and sign-ups.",
  ],
];
