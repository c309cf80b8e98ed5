import type { CreateBusinessRequest } from "../../../shared/contracts/directory";
import { insertBusiness, type NewBusiness, uniqueToken } from "../../db/seed/factories";
import { signedInMember, TestClient, type TestContext } from "../test-app";
import { freshIp } from "./fresh-ip";
import { MEMBER_SUMMARY_KEYS } from "./member-summary-keys";

/** The exact keys of a business (docs/product.md, Data), sorted. */
export const BUSINESS_KEYS = [
  "address",
  "averageRating",
  "businessHours",
  "category",
  "city",
  "contactCount",
  "country",
  "coverImage",
  "createdAt",
  "description",
  "email",
  "employeeCount",
  "id",
  "images",
  "industry",
  "isActive",
  "isFeatured",
  "isSuspended",
  "isVerified",
  "logo",
  "metaDescription",
  "metaTitle",
  "name",
  "ownerId",
  "phone",
  "rating",
  "reviewCount",
  "services",
  "shortDescription",
  "slug",
  "socialMedia",
  "specialties",
  "state",
  "subCategory",
  "tags",
  "updatedAt",
  "viewCount",
  "website",
  "yearEstablished",
  "zipCode",
];
export const DETAIL_KEYS = [...BUSINESS_KEYS, "owner", "viewer"].sort();
export const ADMIN_BUSINESS_KEYS = [...BUSINESS_KEYS, "owner", "verificationClearedAt"].sort();
export const OWNER_KEYS = ["firstName", "id", "lastName", "username"];
export const VIEWER_KEYS = ["canReview", "hasReviewed", "isFavorite", "isOwner", "isTeamMember"];
export const REVIEW_KEYS = ["comment", "createdAt", "id", "rating", "reviewer", "title", "updatedAt"];
export const REVIEWER_KEYS = MEMBER_SUMMARY_KEYS;
export const EMPLOYEE_KEYS = [
  "avatar",
  "firstName",
  "id",
  "lastName",
  "role",
  "status",
  "title",
  "userId",
  "username",
];

/** A visitor, the owner, another member and an admin, each with their own client. */
export async function businessActors(ctx: TestContext) {
  const owner = await signedInMember(ctx, { firstName: "Olive", lastName: "Owner" }, { ip: freshIp() });
  const member = await signedInMember(ctx, { firstName: "Milo", lastName: "Member" }, { ip: freshIp() });
  const admin = await signedInMember(
    ctx,
    { role: "admin", firstName: "Ada", lastName: "Admin" },
    { ip: freshIp() },
  );
  return { owner, member, admin, visitor: new TestClient(ctx.app) };
}

/** A business as the API stores it: industry a sector, category a speciality. */
export function insertTestBusiness(ctx: TestContext, overrides: Partial<NewBusiness> & { ownerId: number }) {
  return insertBusiness(ctx.db, { industry: "Technology", category: "Software Development", ...overrides });
}

/** A complete, valid business form. */
export function validBusinessForm(overrides: Partial<CreateBusinessRequest> = {}): CreateBusinessRequest {
  return {
    name: `Acme Analytics ${uniqueToken()}`,
    description: "Analytics consulting for growing software teams.",
    shortDescription: "Analytics consulting",
    industry: "Technology",
    category: "Software Development",
    website: "https://acme.example",
    email: "hello@acme.example",
    phone: "(555) 010-2000",
    address: "1 Main St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    logo: "https://acme.example/logo.png",
    coverImage: "https://acme.example/cover.png",
    yearEstablished: 2015,
    employeeCount: "11-50",
    services: ["Dashboards", "Data pipelines", "Training", "Audits"],
    tags: ["analytics", "data"],
    ...overrides,
  };
}

/** The validation issues of a 400 answer, as `{ [path]: message }`. */
export function issueMessages(body: unknown) {
  const issues = (body as { issues?: { path: string; message: string }[] }).issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}
