/**
 * Business directory and admin business form constants (docs/product.md, Limits).
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

/**
 * What a business's `industry` may hold: the admin form's industries together with the directory's
 * category filter (which lists the same kind of value: broad sectors such as Technology).
 */
export const BUSINESS_INDUSTRIES = [
  ...ADMIN_FORM_INDUSTRIES.filter((value) => value !== "Other"),
  ...DIRECTORY_CATEGORIES.filter((value) => !(ADMIN_FORM_INDUSTRIES as readonly string[]).includes(value)),
  "Other",
] as const satisfies readonly string[];

/**
 * What a business's `category` may hold: the admin form's categories together with the directory's
 * industry filter (specialities such as Software Development).
 */
export const BUSINESS_CATEGORIES = [
  ...ADMIN_FORM_CATEGORIES.filter((value) => value !== "Other"),
  ...DIRECTORY_INDUSTRIES.filter((value) => !(ADMIN_FORM_CATEGORIES as readonly string[]).includes(value)),
  "Other",
] as const satisfies readonly string[];

/**
 * The directory's 'category' select (values sent as the API's `industry`) and its 'industry' select
 * (values sent as `category`): the spec's options first, then the remaining stored values, so the two
 * selects together can find every business.
 */
export const DIRECTORY_SECTOR_FILTER_VALUES: readonly string[] = [
  ...DIRECTORY_CATEGORIES,
  ...BUSINESS_INDUSTRIES.filter((value) => !(DIRECTORY_CATEGORIES as readonly string[]).includes(value)),
];
export const DIRECTORY_SPECIALITY_FILTER_VALUES: readonly string[] = [
  ...DIRECTORY_INDUSTRIES,
  ...BUSINESS_CATEGORIES.filter((value) => !(DIRECTORY_INDUSTRIES as readonly string[]).includes(value)),
];

/** Team roles a business owner can give a member; the owner's own row has role "owner". */
export const BUSINESS_TEAM_ROLES = ["manager", "member"] as const;
export type BusinessTeamRole = (typeof BUSINESS_TEAM_ROLES)[number];
export const BUSINESS_TEAM_ROLE_LABELS: Record<BusinessTeamRole | "owner", string> = {
  owner: "Owner",
  manager: "Manager",
  member: "Team member",
};

/** Years in business for Quick Stats: whole years since yearEstablished, never negative. */
export function yearsInBusiness(yearEstablished: number | null, now = new Date()): number | null {
  if (yearEstablished === null) return null;
  return Math.max(0, now.getFullYear() - yearEstablished);
}
