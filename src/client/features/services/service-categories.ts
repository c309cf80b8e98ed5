import type { ServiceCategory } from "@shared/rules/service-categories";
import { type LucideIcon, Mail, Megaphone, MonitorSmartphone, Palette, Search, Share2 } from "lucide-react";

/** The six service category pages (docs/product.md, Limits): URL slug, category value and display name. */
export const SERVICE_CATEGORY_PAGES = [
  { slug: "web-design", value: "web_design", name: "Web Design" },
  { slug: "email-marketing", value: "email_marketing", name: "Email Marketing" },
  { slug: "social-media", value: "social_media", name: "Social Media" },
  { slug: "seo", value: "seo", name: "SEO Optimization" },
  { slug: "branding", value: "branding", name: "Brand Identity" },
  { slug: "advertising", value: "advertising", name: "PPC Advertising" },
] as const;

export type ServiceCategorySlug = (typeof SERVICE_CATEGORY_PAGES)[number]["slug"];

/** What each category page says under its heading, and the icon of its link. */
export const SERVICE_CATEGORY_DETAILS: Record<ServiceCategory, { description: string; icon: LucideIcon }> = {
  web_design: {
    description:
      "Websites, landing pages, online stores and web applications that load fast, work on every phone and turn visitors into customers.",
    icon: MonitorSmartphone,
  },
  email_marketing: {
    description:
      "Newsletters and automated email sequences that keep customers close and bring them back, from platform setup to monthly sends.",
    icon: Mail,
  },
  social_media: {
    description:
      "Strategy, content and day-to-day management of your social channels, so you show up consistently where your audience spends time.",
    icon: Share2,
  },
  seo: {
    description:
      "Audits, local SEO and content programs that help the people searching for what you offer find you first.",
    icon: Search,
  },
  branding: {
    description:
      "Logos, visual identities and brand guidelines that make your business recognisable and consistent everywhere.",
    icon: Palette,
  },
  advertising: {
    description:
      "Pay-per-click campaigns on Google, Microsoft and LinkedIn, set up to bring qualified leads at a cost you control.",
    icon: Megaphone,
  },
};
