/** The six service category pages (document 2 section 9): URL slug, category value and display name. */
export const SERVICE_CATEGORY_PAGES = [
  { slug: "web-design", value: "web_design", name: "Web Design" },
  { slug: "email-marketing", value: "email_marketing", name: "Email Marketing" },
  { slug: "social-media", value: "social_media", name: "Social Media" },
  { slug: "seo", value: "seo", name: "SEO Optimization" },
  { slug: "branding", value: "branding", name: "Brand Identity" },
  { slug: "advertising", value: "advertising", name: "PPC Advertising" },
] as const;

export type ServiceCategorySlug = (typeof SERVICE_CATEGORY_PAGES)[number]["slug"];
