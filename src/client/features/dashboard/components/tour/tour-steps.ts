import {
  Briefcase,
  type LucideIcon,
  Newspaper,
  Share2,
  ShoppingBag,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";

export type TourStepId =
  | "welcome"
  | "profile"
  | "connections"
  | "referrals"
  | "opportunities"
  | "services"
  | "feed";

export type TourStep = { id: TourStepId; title: string; description: string; icon: LucideIcon };

/** Document 1: the 7 steps of the dashboard tour, in order. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    title: "Welcome to Netwise",
    description:
      "Your dashboard is home base: your network, opportunities, messages and AI referrals all start here.",
    icon: Sparkles,
  },
  {
    id: "profile",
    title: "Complete your profile",
    description:
      "A complete profile gets better matches. Use Edit Profile to add your role, skills, what you offer and what you are looking for.",
    icon: UserRound,
  },
  {
    id: "connections",
    title: "Build your connections",
    description:
      "See who you are connected with in the Connections tab, and accept or decline requests from other members.",
    icon: Users,
  },
  {
    id: "referrals",
    title: "Send AI referrals",
    description:
      "The AI Referrals tab suggests members who fit each other. Introduce them with an optional personal message.",
    icon: Share2,
  },
  {
    id: "opportunities",
    title: "Discover opportunities",
    description:
      "The Opportunities tab lists projects and roles that fit you best. Save them for later or apply with a note.",
    icon: Briefcase,
  },
  {
    id: "services",
    title: "Order services",
    description:
      "Need a website, SEO or a brand refresh? The Services marketplace has fixed-price packages from specialists.",
    icon: ShoppingBag,
  },
  {
    id: "feed",
    title: "Join the conversation",
    description:
      "Share wins, insights and opportunities in the Professional Feed, and keep up with Industry News.",
    icon: Newspaper,
  },
];
