/** Service category values stored on services (docs/product.md, Limits). */
export const SERVICE_CATEGORIES = [
  "web_design",
  "email_marketing",
  "social_media",
  "seo",
  "branding",
  "advertising",
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Display names of the categories (docs/product.md, Limits). */
export const SERVICE_CATEGORY_DISPLAY_NAMES: Record<ServiceCategory, string> = {
  web_design: "Web Design",
  email_marketing: "Email Marketing",
  social_media: "Social Media",
  seo: "SEO Optimization",
  branding: "Brand Identity",
  advertising: "PPC Advertising",
};

/** The names the category pages filter by (docs/product.md, Limits). */
export const SERVICE_CATEGORY_PAGE_NAMES: Record<ServiceCategory, string> = {
  web_design: "Web Services",
  email_marketing: "Email Services",
  social_media: "Social Media Services",
  seo: "SEO & Content Services",
  branding: "Branding Services",
  advertising: "PPC Advertising",
};

/** The path segment of each category page: /services/{slug} (docs/product.md, route table). */
export const SERVICE_CATEGORY_SLUGS: Record<ServiceCategory, string> = {
  web_design: "web-design",
  email_marketing: "email-marketing",
  social_media: "social-media",
  seo: "seo",
  branding: "branding",
  advertising: "advertising",
};

/** A price of 0 cents means a custom quote. */
export const CUSTOM_QUOTE_PRICE = 0;

export function isServiceCategory(value: string): value is ServiceCategory {
  return (SERVICE_CATEGORIES as readonly string[]).includes(value);
}

/** The category of a category page's path segment, or null for an unknown segment. */
export function serviceCategoryFromSlug(slug: string): ServiceCategory | null {
  return SERVICE_CATEGORIES.find((category) => SERVICE_CATEGORY_SLUGS[category] === slug) ?? null;
}

/**
 * The category a stored category text stands for: the value (web_design), the name its page filters
 * by ('Web Services') or its display name ('Web Design'), in any letter case; null when none fits.
 */
export function normalizeServiceCategory(value: string | null | undefined): ServiceCategory | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  return (
    SERVICE_CATEGORIES.find(
      (category) =>
        category === text ||
        SERVICE_CATEGORY_SLUGS[category] === text ||
        SERVICE_CATEGORY_PAGE_NAMES[category].toLowerCase() === text ||
        SERVICE_CATEGORY_DISPLAY_NAMES[category].toLowerCase() === text,
    ) ?? null
  );
}

/** Whether a service stored under `serviceCategory` belongs on the page or tab of `category`. */
export function isInServiceCategory(serviceCategory: string, category: ServiceCategory): boolean {
  return normalizeServiceCategory(serviceCategory) === category;
}

/**
 * Where a suggested action's category leads (docs/product.md, Screens): /services/{category}, or
 * /services when there is no category, it is 'all', or it names no known category.
 */
export function servicesPathForCategory(category: string | null | undefined): string {
  const known = normalizeServiceCategory(category);
  return known ? `/services/${SERVICE_CATEGORY_SLUGS[known]}` : "/services";
}
