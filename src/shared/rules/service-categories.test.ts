import { describe, expect, it } from "vitest";
import {
  isInServiceCategory,
  normalizeServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  SERVICE_CATEGORY_PAGE_NAMES,
  serviceCategoryFromSlug,
  servicesPathForCategory,
} from "./service-categories";

describe("service categories (docs/product.md, Limits)", () => {
  it("has the six values, page names and display names of the spec", () => {
    expect(SERVICE_CATEGORIES).toEqual([
      "web_design",
      "email_marketing",
      "social_media",
      "seo",
      "branding",
      "advertising",
    ]);
    expect(Object.values(SERVICE_CATEGORY_PAGE_NAMES)).toEqual([
      "Web Services",
      "Email Services",
      "Social Media Services",
      "SEO & Content Services",
      "Branding Services",
      "PPC Advertising",
    ]);
    expect(Object.values(SERVICE_CATEGORY_DISPLAY_NAMES)).toEqual([
      "Web Design",
      "Email Marketing",
      "Social Media",
      "SEO Optimization",
      "Brand Identity",
      "PPC Advertising",
    ]);
  });

  it("reads a category from its value, slug, page name or display name", () => {
    expect(normalizeServiceCategory("web_design")).toBe("web_design");
    expect(normalizeServiceCategory("web-design")).toBe("web_design");
    expect(normalizeServiceCategory("Web Services")).toBe("web_design");
    expect(normalizeServiceCategory("SEO & Content Services")).toBe("seo");
    expect(normalizeServiceCategory(" brand identity ")).toBe("branding");
    expect(normalizeServiceCategory("PPC Advertising")).toBe("advertising");
    expect(normalizeServiceCategory("Gardening")).toBeNull();
    expect(normalizeServiceCategory("")).toBeNull();
    expect(normalizeServiceCategory(undefined)).toBeNull();
  });

  it("puts a service on its category's page whichever name it is stored under", () => {
    expect(isInServiceCategory("Email Services", "email_marketing")).toBe(true);
    expect(isInServiceCategory("email_marketing", "email_marketing")).toBe(true);
    expect(isInServiceCategory("Social Media", "social_media")).toBe(true);
    expect(isInServiceCategory("seo", "branding")).toBe(false);
  });

  it("sends a suggested action to /services/{category}, or /services for none, 'all' or unknown", () => {
    expect(servicesPathForCategory("seo")).toBe("/services/seo");
    expect(servicesPathForCategory("web-design")).toBe("/services/web-design");
    expect(servicesPathForCategory("email_marketing")).toBe("/services/email-marketing");
    expect(servicesPathForCategory("all")).toBe("/services");
    expect(servicesPathForCategory(undefined)).toBe("/services");
    expect(servicesPathForCategory("../admin")).toBe("/services");
    expect(serviceCategoryFromSlug("social-media")).toBe("social_media");
  });
});
