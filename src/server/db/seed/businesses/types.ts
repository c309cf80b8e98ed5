import type { DirectoryCategory, DirectoryIndustry, EmployeeCount } from "../../../../shared/rules/directory";

/** One directory business as written in the seed content. */
export type SeedBusiness = {
  slug: string;
  name: string;
  /** The owner's member key (username). */
  owner: string;
  /** A broad sector (the directory's category filter and the API's `industry`), e.g. Technology. */
  industry: DirectoryCategory;
  /** A speciality (the directory's industry filter and the API's `category`), e.g. Software Development. */
  category: DirectoryIndustry;
  subCategory?: string;
  shortDescription: string;
  description: string;
  services: string[];
  specialties: string[];
  tags: string[];
  website: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country?: string;
  yearEstablished: number;
  employeeCount: EmployeeCount;
  isVerified?: boolean;
  isFeatured?: boolean;
  viewCount: number;
  contactCount?: number;
};

/** A review: business slug, reviewer key, rating 1-5, title, text, days ago. */
export type SeedReview = [
  slug: string,
  reviewer: string,
  rating: number,
  title: string,
  content: string,
  daysAgo: number,
];

/** A team member: business slug, member key, role, title. */
export type SeedTeamMember = [
  slug: string,
  member: string,
  role: "owner" | "manager" | "member",
  title: string,
];
