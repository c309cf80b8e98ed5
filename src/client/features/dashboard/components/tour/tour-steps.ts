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

export type TourStep = {
  id: TourStepId;
  title: string;
  description: string;
  icon: LucideIcon;
  /**
   * What the step points at: the `data-tour` names of the elements it describes, first visible one
   * wins (the top bar's links are folded into the menu on phones, so a later name stands in).
   */
  anchors: readonly string[];
};

/** docs/product.md: the 7 steps of the dashboard tour, in order, each anchored to what it describes. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    title: "Welcome to Netwise",
    description:
      "Your dashboard is home base: your network, opportunities, messages and AI referrals all start here. Help & Tour brings this tour back any time.",
    icon: Sparkles,
    anchors: ["help"],
  },
  {
    id: "profile",
    title: "Complete your profile",
    description:
      "A complete profile gets better matches. Edit Profile adds your role, skills, what you offer and what you are looking for.",
    icon: UserRound,
    anchors: ["edit-profile"],
  },
  {
    id: "connections",
    title: "Build your connections",
    description:
      "The Connections tab shows who you are connected with, and the requests other members sent you.",
    icon: Users,
    anchors: ["tab-connections"],
  },
  {
    id: "referrals",
    title: "Send AI referrals",
    description:
      "AI Referrals suggests members who fit each other. Introduce them with an optional personal message.",
    icon: Share2,
    anchors: ["tab-referrals"],
  },
  {
    id: "opportunities",
    title: "Discover opportunities",
    description:
      "Opportunities lists projects and roles that fit you best. Save them for later or apply with a note.",
    icon: Briefcase,
    anchors: ["tab-opportunities"],
  },
  {
    id: "services",
    title: "Order services",
    description:
      "Need a website, SEO or a brand refresh? The Services marketplace has fixed-price packages from specialists.",
    icon: ShoppingBag,
    anchors: ["nav-services", "menu"],
  },
  {
    id: "feed",
    title: "Join the conversation",
    description: "Share wins, insights and opportunities in the Feed, and keep up with Industry News.",
    icon: Newspaper,
    anchors: ["nav-feed", "bottom-home", "menu"],
  },
];
