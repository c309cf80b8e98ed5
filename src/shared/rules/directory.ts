/**
 * Business directory and admin business form constants (document 2, section 9).
 * Note the spec's swap: the directory's category filter lists broad sectors, its industry filter
 * lists specialities, while the admin form's industry and category selects list the reverse.
 */

export const DIRECTORY_ALL_CATEGORIES = "All Categories";
export const DIRECTORY_ALL_INDUSTRIES = "All Industries";

/** Directory category filter values (without the 'All Categories' option). */
export const DIRECTORY_CATEGORIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "Retail",
  "Manufacturing",
  "Consulting",
  "Marketing",
  "Real Estate",
  "Food & Beverage",
  "Professional Services",
] as const;
export type DirectoryCategory = (typeof DIRECTORY_CATEGORIES)[number];

/** Directory industry filter values (without the 'All Industries' option). */
export const DIRECTORY_INDUSTRIES = [
  "Software Development",
  "Digital Marketing",
  "Financial Services",
  "Healthcare",
  "Education",
  "E-commerce",
  "Manufacturing",
  "Real Estate",
  "Consulting",
  "Food & Beverage",
] as const;
export type DirectoryIndustry = (typeof DIRECTORY_INDUSTRIES)[number];

/** The category select of the directory, 'All Categories' first. */
export const DIRECTORY_CATEGORY_OPTIONS = [DIRECTORY_ALL_CATEGORIES, ...DIRECTORY_CATEGORIES] as const;
/** The industry select of the directory, 'All Industries' first. */
export const DIRECTORY_INDUSTRY_OPTIONS = [DIRECTORY_ALL_INDUSTRIES, ...DIRECTORY_INDUSTRIES] as const;

/** Industry select of the admin create/edit business form. */
export const ADMIN_FORM_INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Marketing",
  "Consulting",
  "Real Estate",
  "Manufacturing",
  "Education",
  "Retail",
  "Other",
] as const;
export type AdminFormIndustry = (typeof ADMIN_FORM_INDUSTRIES)[number];

/** Category select of the admin create/edit business form. */
export const ADMIN_FORM_CATEGORIES = [
  "Software Development",
  "Digital Marketing",
  "Healthcare Services",
  "Financial Services",
  "Consulting",
  "Real Estate",
  "Manufacturing",
  "Education",
  "E-commerce",
  "Other",
] as const;
export type AdminFormCategory = (typeof ADMIN_FORM_CATEGORIES)[number];

/** Employee count options, shown as 'N employees'. */
export const EMPLOYEE_COUNTS = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];

export const YEAR_ESTABLISHED_MIN = 1800;
export const DEFAULT_BUSINESS_COUNTRY = "United States";
/** Default owner id of the admin create form. */
export const DEFAULT_ADMIN_FORM_OWNER_ID = 3;
export const BUSINESS_DESCRIPTION_MIN_LENGTH = 10;

/** Directory cards show the first 3 services, then '+N more'. */
export const DIRECTORY_CARD_SERVICES = 3;
/** Placeholders shown while the directory loads. */
export const DIRECTORY_LOADING_PLACEHOLDERS = 6;
/** Ratings are shown as stars out of 5. */
export const MAX_RATING = 5;
