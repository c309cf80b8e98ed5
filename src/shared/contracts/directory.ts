import { z } from "zod";
import {
  adminBusinessStatusFields,
  businessFormFields,
  businessFormSchema,
  ownerIdField,
} from "../rules/business-form";
import { BUSINESS_CATEGORIES, BUSINESS_INDUSTRIES, BUSINESS_TEAM_ROLES } from "../rules/directory";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  isoDateTime,
  requiredText,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** Directory page size: 12 unless asked (a grid of 2 or 3 columns), at most 50. */
export const BUSINESS_PAGE_SIZE = 12;
export const BUSINESS_PAGE_SIZE_MAX = 50;
export const BUSINESS_SEARCH_MAX = 100;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;
export const CONTACT_MESSAGE_MAX = 2000;
/** A member may own this many businesses, so My Businesses stays one short list. */
export const BUSINESSES_PER_OWNER_MAX = 25;
/** Team size cap, so the Team tab stays one short list. */
export const BUSINESS_TEAM_MAX = 50;
export const BUSINESS_TEAM_STATUSES = ["invited", "accepted"] as const;
export const ADMIN_BUSINESS_PAGE_SIZE = 20;

/** Messages the API answers with; the pages show them as they are. */
export const BUSINESS_ERRORS = {
  notFound: "Business not found.",
  notOwner: "Only the business owner can do that.",
  adminOnlyFlags: "Only administrators can change the verified or featured status.",
  reviewOwnBusiness: "You cannot review a business you own or work for.",
  reviewTwice: "You have already reviewed this business. Edit your review instead.",
  reviewNotFound: "Review not found.",
  reviewNotYours: "You can only change your own review.",
  memberNotFound: "No member has that username.",
  alreadyOnTeam: "That member is already on the team.",
  teamFull: `A team can have at most ${BUSINESS_TEAM_MAX} members.`,
  employeeNotFound: "Team member not found.",
  invitationNotFound: "Invitation not found.",
  notOnTeam: "You are not on this business's team.",
  ownerCannotLeave: "The owner cannot leave the team; transfer the business first.",
  cannotRemoveOwner: "The owner stays on the team.",
  tooManyBusinesses: `A member can list at most ${BUSINESSES_PER_OWNER_MAX} businesses.`,
  contactOwnBusiness: "This is your own business.",
  ownerNotFound: "The chosen owner is not an active member.",
} as const;

export const businessIdParamsSchema = z.strictObject({ id: idParam("Business id") });

/** A business's two uploaded pictures: POST or DELETE /api/businesses/{id}/logo and /cover. */
export const BUSINESS_IMAGE_KINDS = ["logo", "cover"] as const;
export type BusinessImageKind = (typeof BUSINESS_IMAGE_KINDS)[number];
/** Widths the pictures are stored at (a logo is shown small, a cover across the page). */
export const BUSINESS_IMAGE_MAX_WIDTH: Record<BusinessImageKind, number> = { logo: 512, cover: 1600 };
export const businessSlugParamsSchema = z.strictObject({ slug: safeText(200).min(1, "Slug is required") });
export const reviewParamsSchema = z.strictObject({
  id: idParam("Business id"),
  reviewId: idParam("Review id"),
});
export const employeeParamsSchema = z.strictObject({
  id: idParam("Business id"),
  employeeId: idParam("Team member id"),
});

const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(BUSINESS_PAGE_SIZE_MAX, `Limit must be at most ${BUSINESS_PAGE_SIZE_MAX}`)
    .default(fallback);

const booleanFlag = (label: string) =>
  z.enum(["true", "false"], { error: `${label} must be true or false` }).optional();

/**
 * GET /api/businesses: `industry` matches a business's industry (Technology ...), `category` its
 * category (Software Development ...); the directory's 'All' options are simply left out.
 */
export const businessListQuerySchema = z.strictObject({
  search: safeText(BUSINESS_SEARCH_MAX).trim().optional(),
  industry: z
    .enum(BUSINESS_INDUSTRIES, { error: `Industry must be one of: ${BUSINESS_INDUSTRIES.join(", ")}` })
    .optional(),
  category: z
    .enum(BUSINESS_CATEGORIES, { error: `Category must be one of: ${BUSINESS_CATEGORIES.join(", ")}` })
    .optional(),
  featured: booleanFlag("Featured"),
  verified: booleanFlag("Verified"),
  limit: pageLimit(BUSINESS_PAGE_SIZE),
  cursor: cursorParam,
});
export type BusinessListQuery = z.input<typeof businessListQuerySchema>;
export type BusinessListQueryParsed = z.output<typeof businessListQuerySchema>;

/** A business as the directory, the detail page and My Businesses show it (docs/product.md, Data). */
export const businessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  category: z.string(),
  shortDescription: z.string().nullable(),
  subCategory: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  images: z.array(z.string()),
  services: z.array(z.string()),
  specialties: z.array(z.string()),
  socialMedia: z.record(z.string(), z.string()).nullable(),
  businessHours: z.record(z.string(), z.string()).nullable(),
  yearEstablished: z.number().int().nullable(),
  employeeCount: z.string().nullable(),
  ownerId: z.number().int(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  /** Taken down by an admin: hidden from everyone but the owner and admins, whatever isActive says. */
  isSuspended: z.boolean(),
  isFeatured: z.boolean(),
  viewCount: z.number().int(),
  contactCount: z.number().int(),
  rating: z.number().int(),
  /** The true average of approved reviews to one decimal, for half stars; 0 without reviews. */
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int(),
  tags: z.array(z.string()),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Business = z.input<typeof businessSchema>;

/** `nextCursor`: pass as `cursor` for the next page; null on the last page. */
export const businessListResponseSchema = cursorPage("businesses", businessSchema);
export type BusinessListResponse = z.input<typeof businessListResponseSchema>;

export const businessOwnerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** What the signed-in viewer may do on the page; all false for a visitor. */
export const businessViewerSchema = z.object({
  isOwner: z.boolean(),
  isTeamMember: z.boolean(),
  isFavorite: z.boolean(),
  hasReviewed: z.boolean(),
  canReview: z.boolean(),
});
export type BusinessViewer = z.input<typeof businessViewerSchema>;

export const businessDetailSchema = businessSchema.extend({
  owner: businessOwnerSchema,
  viewer: businessViewerSchema,
});
export type BusinessDetail = z.input<typeof businessDetailSchema>;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** POST /api/businesses: the business form. */
export const createBusinessRequestSchema = businessFormSchema;
export type CreateBusinessRequest = z.input<typeof createBusinessRequestSchema>;

/** PATCH /api/businesses/{id}: any form fields; isActive for the owner, the other flags for admins. */
export const updateBusinessRequestSchema = z
  .strictObject({
    ...businessFormFields,
    isActive: flag("Active status"),
    isVerified: flag("Verified status"),
    isFeatured: flag("Featured status"),
  })
  .partial();
export type UpdateBusinessRequest = z.input<typeof updateBusinessRequestSchema>;
export type UpdateBusinessParsed = z.output<typeof updateBusinessRequestSchema>;

// ---- reviews ----

/** Said to a reviewer who picked no star (the form starts at 0), and to any rating that is not 1 to 5 stars. */
export const REVIEW_RATING_MISSING = "Choose a star rating";
export const REVIEW_RATING_RANGE = "Choose a star rating from 1 to 5";

const reviewRating = z
  .number({ error: REVIEW_RATING_MISSING })
  .int(REVIEW_RATING_RANGE)
  .min(1, REVIEW_RATING_MISSING)
  .max(5, REVIEW_RATING_RANGE);

export const createReviewRequestSchema = z.strictObject({
  rating: reviewRating,
  title: requiredText("Title", REVIEW_TITLE_MAX),
  content: requiredText("Review", REVIEW_CONTENT_MAX),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

export const updateReviewRequestSchema = createReviewRequestSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to change" });
export type UpdateReviewRequest = z.input<typeof updateReviewRequestSchema>;

export const reviewListQuerySchema = z.strictObject({
  limit: pageLimit(REVIEW_PAGE_SIZE),
  cursor: cursorParam,
});

/** A review as shown (docs/product.md, Data), with its title and the reviewer's id for "mine". */
export const businessReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  reviewer: memberSummarySchema,
});
export type BusinessReview = z.input<typeof businessReviewSchema>;

export const reviewListResponseSchema = cursorPage("reviews", businessReviewSchema);
export type ReviewListResponse = z.input<typeof reviewListResponseSchema>;

/** The business's figures after a review change, recomputed in the same transaction. */
export const businessRatingSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int(),
});

export type BusinessRating = z.input<typeof businessRatingSchema>;

export const reviewMutationResponseSchema = z.object({
  review: businessReviewSchema,
  business: businessRatingSchema,
});
export type ReviewMutationResponse = z.input<typeof reviewMutationResponseSchema>;

export const reviewDeleteResponseSchema = z.object({ business: businessRatingSchema });

// ---- team ----

export const businessEmployeeSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  title: z.string().nullable(),
  role: z.string(),
  /** invited: asked, not yet accepted (only the owner and admins see these); accepted: on the team. */
  status: z.enum(BUSINESS_TEAM_STATUSES),
});
export type BusinessEmployee = z.input<typeof businessEmployeeSchema>;

/** GET /api/user/team-invitations: a business asking the signed-in member to join its team. */
export const teamInvitationSchema = z.object({
  id: z.number().int(),
  business: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
  }),
  /** The business's owner, who answers for the invitation. */
  invitedBy: businessOwnerSchema,
  role: z.string(),
  title: z.string().nullable(),
  invitedAt: isoDateTime,
});
export type TeamInvitation = z.input<typeof teamInvitationSchema>;
export const invitationParamsSchema = z.strictObject({ id: idParam("Invitation id") });

export const addEmployeeRequestSchema = z.strictObject({
  username: requiredText("Username", 60).transform((value) => value.replace(/^@/, "").toLowerCase()),
  title: requiredText("Title", 120),
  role: z.enum(BUSINESS_TEAM_ROLES, { error: `Role must be one of: ${BUSINESS_TEAM_ROLES.join(", ")}` }),
});
export type AddEmployeeRequest = z.input<typeof addEmployeeRequestSchema>;

// ---- favorites and contact ----

export const favoriteResponseSchema = z.object({ isFavorite: z.boolean() });

export const contactBusinessRequestSchema = z.strictObject({
  message: requiredText("Message", CONTACT_MESSAGE_MAX),
});
export type ContactBusinessRequest = z.input<typeof contactBusinessRequestSchema>;

export const contactBusinessResponseSchema = z.object({
  messageId: z.number().int(),
  contactCount: z.number().int(),
});

// ---- admin ----

/** all; verificationCleared: an owner's edit removed the Verified badge since an admin last decided; suspended. */
export const ADMIN_BUSINESS_FILTERS = ["all", "verificationCleared", "suspended"] as const;
export type AdminBusinessFilter = (typeof ADMIN_BUSINESS_FILTERS)[number];

export const adminBusinessListQuerySchema = z.strictObject({
  search: safeText(BUSINESS_SEARCH_MAX).trim().optional(),
  filter: z
    .enum(ADMIN_BUSINESS_FILTERS, { error: `Filter must be one of: ${ADMIN_BUSINESS_FILTERS.join(", ")}` })
    .default("all"),
  limit: pageLimit(ADMIN_BUSINESS_PAGE_SIZE),
  cursor: cursorParam,
});

export const adminBusinessSchema = businessSchema.extend({
  owner: businessOwnerSchema,
  /** When an owner's edit of name, website, e-mail or phone cleared the Verified badge; null once an admin decides. */
  verificationClearedAt: isoDateTime.nullable(),
});
export type AdminBusiness = z.input<typeof adminBusinessSchema>;

/** The admin list answers a JSON array like the other admin lists; paging and the total in headers. */
export const adminBusinessListResponseSchema = cursorPage("businesses", adminBusinessSchema).extend({
  /** Matches of the search on the first page; null on later pages. */
  total: z.number().int().nullable(),
});

/** POST /api/admin/businesses: the form, the status switches and the owner. */
export const adminCreateBusinessRequestSchema = z.strictObject({
  ...businessFormFields,
  ...adminBusinessStatusFields,
  ownerId: ownerIdField,
});
export type AdminCreateBusinessRequest = z.input<typeof adminCreateBusinessRequestSchema>;
export type AdminCreateBusinessParsed = z.output<typeof adminCreateBusinessRequestSchema>;

/** PATCH /api/admin/businesses/{id}: any form field, flag or a new owner. */
export const adminUpdateBusinessRequestSchema = z
  .strictObject({
    ...businessFormFields,
    isActive: flag("Active status"),
    isVerified: flag("Verified status"),
    isFeatured: flag("Featured status"),
    ownerId: ownerIdField,
  })
  .partial();
export type AdminUpdateBusinessRequest = z.input<typeof adminUpdateBusinessRequestSchema>;
export type AdminUpdateBusinessParsed = z.output<typeof adminUpdateBusinessRequestSchema>;

export const adminBusinessStatusRequestSchema = z
  .strictObject({
    isActive: flag("Active status").optional(),
    isVerified: flag("Verified status").optional(),
    isFeatured: flag("Featured status").optional(),
    isSuspended: flag("Suspended status").optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: "Send isActive, isVerified, isFeatured or isSuspended",
  });
export type AdminBusinessStatusRequest = z.input<typeof adminBusinessStatusRequestSchema>;

export const ownerOptionsQuerySchema = z.strictObject({
  search: safeText(BUSINESS_SEARCH_MAX).trim().optional(),
});
export const ownerOptionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
});
export type OwnerOption = z.input<typeof ownerOptionSchema>;
export const ownerOptionsResponseSchema = z.array(ownerOptionSchema);

const directoryTags = ["directory"] as const;
/** The directory's errors: a bad input, not signed in, not allowed, no such business, a conflict. */
const directoryErrors = errorResponses(400, 401, 403, 404, 409);
/** A POST that takes no body (an empty object or none at all). */
const noBody = z.strictObject({}).nullish();

/** /api/businesses and /api/user: the directory, owning a business, reviews, team, favorites, contact (decision 0018). */
export const directoryEndpoints = {
  listBusinesses: defineEndpoint({
    method: "GET",
    path: "/api/businesses",
    operationId: "listBusinesses",
    summary: "Active businesses of the directory: search, category, industry, location and favorites filters",
    tags: directoryTags,
    access: "public",
    query: businessListQuerySchema,
    status: 200,
    response: businessListResponseSchema,
    errors: errorResponses(400),
    list: "businesses",
  }),
  createBusiness: defineEndpoint({
    method: "POST",
    path: "/api/businesses",
    operationId: "createBusiness",
    summary: "List a business owned by the signed-in member",
    tags: directoryTags,
    access: "member",
    body: createBusinessRequestSchema,
    status: 201,
    response: businessDetailSchema,
    errors: directoryErrors,
  }),
  readBusiness: defineEndpoint({
    method: "GET",
    path: "/api/businesses/slug/:slug",
    operationId: "readBusiness",
    summary: "One business by its slug, with its owner and what the viewer may do",
    tags: directoryTags,
    access: "public",
    params: businessSlugParamsSchema,
    status: 200,
    response: businessDetailSchema,
    errors: directoryErrors,
  }),
  updateBusiness: defineEndpoint({
    method: "PATCH",
    path: "/api/businesses/:id",
    operationId: "updateBusiness",
    summary: "Change a business's details (its owner, an editor of its team, or an admin)",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    body: updateBusinessRequestSchema,
    status: 200,
    response: businessDetailSchema,
    errors: directoryErrors,
  }),
  listBusinessReviews: defineEndpoint({
    method: "GET",
    path: "/api/businesses/:id/reviews",
    operationId: "listBusinessReviews",
    summary: "A business's reviews, newest first",
    tags: directoryTags,
    access: "public",
    params: businessIdParamsSchema,
    query: reviewListQuerySchema,
    status: 200,
    response: reviewListResponseSchema,
    errors: directoryErrors,
    list: "reviews",
  }),
  createBusinessReview: defineEndpoint({
    method: "POST",
    path: "/api/businesses/:id/reviews",
    operationId: "createBusinessReview",
    summary: "Review a business (one review per member); answers the review and the new rating",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    body: createReviewRequestSchema,
    status: 201,
    response: reviewMutationResponseSchema,
    errors: directoryErrors,
  }),
  updateBusinessReview: defineEndpoint({
    method: "PATCH",
    path: "/api/businesses/:id/reviews/:reviewId",
    operationId: "updateBusinessReview",
    summary: "Change the member's own review; answers the review and the new rating",
    tags: directoryTags,
    access: "member",
    params: reviewParamsSchema,
    body: updateReviewRequestSchema,
    status: 200,
    response: reviewMutationResponseSchema,
    errors: directoryErrors,
  }),
  deleteBusinessReview: defineEndpoint({
    method: "DELETE",
    path: "/api/businesses/:id/reviews/:reviewId",
    operationId: "deleteBusinessReview",
    summary: "Delete a review (its author or an admin); answers the new rating",
    tags: directoryTags,
    access: "member",
    params: reviewParamsSchema,
    status: 200,
    response: reviewDeleteResponseSchema,
    errors: directoryErrors,
  }),
  listBusinessTeam: defineEndpoint({
    method: "GET",
    path: "/api/businesses/:id/employees",
    operationId: "listBusinessTeam",
    summary: "A business's team (pending invitations too, for those who manage it)",
    tags: directoryTags,
    access: "public",
    params: businessIdParamsSchema,
    status: 200,
    response: z.array(businessEmployeeSchema),
    errors: directoryErrors,
  }),
  inviteTeamMember: defineEndpoint({
    method: "POST",
    path: "/api/businesses/:id/employees",
    operationId: "inviteTeamMember",
    summary: "Invite a member to a business's team with a role",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    body: addEmployeeRequestSchema,
    status: 201,
    response: businessEmployeeSchema,
    errors: directoryErrors,
  }),
  removeTeamMember: defineEndpoint({
    method: "DELETE",
    path: "/api/businesses/:id/employees/:employeeId",
    operationId: "removeTeamMember",
    summary: "Remove someone from a business's team, or withdraw their invitation",
    tags: directoryTags,
    access: "member",
    params: employeeParamsSchema,
    status: 204,
    response: z.null(),
    errors: directoryErrors,
  }),
  leaveBusinessTeam: defineEndpoint({
    method: "POST",
    path: "/api/businesses/:id/leave",
    operationId: "leaveBusinessTeam",
    summary: "Leave a business's team",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    body: noBody,
    status: 204,
    response: z.null(),
    errors: directoryErrors,
  }),
  favoriteBusiness: defineEndpoint({
    method: "PUT",
    path: "/api/businesses/:id/favorite",
    operationId: "favoriteBusiness",
    summary: "Add a business to the member's favorites",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    body: noBody,
    status: 200,
    response: favoriteResponseSchema,
    errors: directoryErrors,
  }),
  unfavoriteBusiness: defineEndpoint({
    method: "DELETE",
    path: "/api/businesses/:id/favorite",
    operationId: "unfavoriteBusiness",
    summary: "Take a business out of the member's favorites",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    status: 200,
    response: favoriteResponseSchema,
    errors: directoryErrors,
  }),
  contactBusiness: defineEndpoint({
    method: "POST",
    path: "/api/businesses/:id/contact",
    operationId: "contactBusiness",
    summary: "Send a message to a business's owner (a limited number each hour)",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    body: contactBusinessRequestSchema,
    status: 201,
    response: contactBusinessResponseSchema,
    errors: errorResponses(400, 401, 403, 404, 409, 429),
  }),
  listOwnBusinesses: defineEndpoint({
    method: "GET",
    path: "/api/user/businesses",
    operationId: "listOwnBusinesses",
    summary: "The signed-in member's own businesses, inactive ones included",
    tags: directoryTags,
    access: "member",
    status: 200,
    response: z.array(businessSchema),
    errors: errorResponses(401),
  }),
  listTeamInvitations: defineEndpoint({
    method: "GET",
    path: "/api/user/team-invitations",
    operationId: "listTeamInvitations",
    summary: "The invitations to join a business's team waiting for the signed-in member",
    tags: directoryTags,
    access: "member",
    status: 200,
    response: z.array(teamInvitationSchema),
    errors: errorResponses(401),
  }),
  acceptTeamInvitation: defineEndpoint({
    method: "POST",
    path: "/api/user/team-invitations/:id/accept",
    operationId: "acceptTeamInvitation",
    summary: "Join a business's team the member was invited to",
    tags: directoryTags,
    access: "member",
    params: invitationParamsSchema,
    body: noBody,
    status: 200,
    response: businessEmployeeSchema,
    errors: directoryErrors,
  }),
  declineTeamInvitation: defineEndpoint({
    method: "POST",
    path: "/api/user/team-invitations/:id/decline",
    operationId: "declineTeamInvitation",
    summary: "Turn down an invitation to join a business's team",
    tags: directoryTags,
    access: "member",
    params: invitationParamsSchema,
    body: noBody,
    status: 204,
    response: z.null(),
    errors: directoryErrors,
  }),
};

const imageErrors = errorResponses(400, 401, 403, 404, 413, 415, 429);

/** POST (multipart, field `file`) or DELETE /api/businesses/{id}/logo and /cover: the owner or an admin. */
export const businessImageEndpoints = {
  uploadBusinessLogo: defineEndpoint({
    method: "POST",
    path: "/api/businesses/:id/logo",
    operationId: "uploadBusinessLogo",
    summary: "Upload a business's logo (JPEG, PNG or WebP); the one it replaces is deleted",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    upload: { field: "file" },
    status: 200,
    response: businessDetailSchema,
    errors: imageErrors,
  }),
  deleteBusinessLogo: defineEndpoint({
    method: "DELETE",
    path: "/api/businesses/:id/logo",
    operationId: "deleteBusinessLogo",
    summary: "Remove a business's logo",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    status: 200,
    response: businessDetailSchema,
    errors: imageErrors,
  }),
  uploadBusinessCover: defineEndpoint({
    method: "POST",
    path: "/api/businesses/:id/cover",
    operationId: "uploadBusinessCover",
    summary: "Upload a business's cover picture (JPEG, PNG or WebP); the one it replaces is deleted",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    upload: { field: "file" },
    status: 200,
    response: businessDetailSchema,
    errors: imageErrors,
  }),
  deleteBusinessCover: defineEndpoint({
    method: "DELETE",
    path: "/api/businesses/:id/cover",
    operationId: "deleteBusinessCover",
    summary: "Remove a business's cover picture",
    tags: directoryTags,
    access: "member",
    params: businessIdParamsSchema,
    status: 200,
    response: businessDetailSchema,
    errors: imageErrors,
  }),
};

/** The upload and removal endpoints of each of a business's two pictures. */
export const BUSINESS_IMAGE_ENDPOINTS = {
  logo: {
    upload: businessImageEndpoints.uploadBusinessLogo,
    remove: businessImageEndpoints.deleteBusinessLogo,
  },
  cover: {
    upload: businessImageEndpoints.uploadBusinessCover,
    remove: businessImageEndpoints.deleteBusinessCover,
  },
} as const;

const adminBusinessErrors = errorResponses(400, 401, 403, 404);

/** /api/admin/businesses: Business Management (admins only; every change is audit-logged). */
export const adminBusinessEndpoints = {
  listAdminBusinesses: defineEndpoint({
    method: "GET",
    path: "/api/admin/businesses",
    operationId: "listAdminBusinesses",
    summary: "Every business, whatever its status: search and status filters, the total on the first page",
    tags: directoryTags,
    access: "admin",
    query: adminBusinessListQuerySchema,
    status: 200,
    response: adminBusinessListResponseSchema,
    errors: adminBusinessErrors,
    list: "businesses",
  }),
  listBusinessOwnerOptions: defineEndpoint({
    method: "GET",
    path: "/api/admin/businesses/owners",
    operationId: "listBusinessOwnerOptions",
    summary: "Members an admin may make a business's owner, matching a search",
    tags: directoryTags,
    access: "admin",
    query: ownerOptionsQuerySchema,
    status: 200,
    response: ownerOptionsResponseSchema,
    errors: adminBusinessErrors,
  }),
  adminCreateBusiness: defineEndpoint({
    method: "POST",
    path: "/api/admin/businesses",
    operationId: "adminCreateBusiness",
    summary: "List a business for a member, with its status switches",
    tags: directoryTags,
    access: "admin",
    body: adminCreateBusinessRequestSchema,
    status: 201,
    response: adminBusinessSchema,
    errors: adminBusinessErrors,
  }),
  adminUpdateBusiness: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/businesses/:id",
    operationId: "adminUpdateBusiness",
    summary: "Change any business's details or owner",
    tags: directoryTags,
    access: "admin",
    params: businessIdParamsSchema,
    body: adminUpdateBusinessRequestSchema,
    status: 200,
    response: adminBusinessSchema,
    errors: adminBusinessErrors,
  }),
  setBusinessStatus: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/businesses/:id/status",
    operationId: "setBusinessStatus",
    summary: "Switch a business active, verified, featured or suspended",
    tags: directoryTags,
    access: "admin",
    params: businessIdParamsSchema,
    body: adminBusinessStatusRequestSchema,
    status: 200,
    response: adminBusinessSchema,
    errors: adminBusinessErrors,
  }),
  adminDeleteBusiness: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/businesses/:id",
    operationId: "adminDeleteBusiness",
    summary: "Delete a business with its reviews, team and pictures",
    tags: directoryTags,
    access: "admin",
    params: businessIdParamsSchema,
    status: 204,
    response: z.null(),
    errors: adminBusinessErrors,
  }),
};
