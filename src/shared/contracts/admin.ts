import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParams,
  isoDateTime,
  optionalText,
  pageLimit,
  requiredText,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { PROFILE_LIMITS } from "./profiles";

/** Page size of the admin lists: 20 unless asked, at most 50. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 50;
export const ADMIN_SEARCH_MAX = 100;

/** Recent Activity on the Overview tab: the first 5 posts, 60 characters of each (docs/product.md, Limits). */
export const RECENT_ACTIVITY_COUNT = 5;
export const RECENT_ACTIVITY_PREVIEW_LENGTH = 60;
/** The period of the Overview figures: days counted as "active", and the window of each count and its trend. */
export const ADMIN_ACTIVITY_WINDOW_DAYS = 30;

/** Moderators work the moderation queue (issue 27); admins are moderators too. */
export const USER_ROLES = ["user", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const adminUserIdParamsSchema = idParams("User id");

/** GET /api/admin/users, /posts, /articles: a search box and keyset pages. */
export const adminListQuerySchema = z.strictObject({
  search: safeText(ADMIN_SEARCH_MAX).trim().optional(),
  limit: pageLimit(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX),
  cursor: cursorParam,
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** A count over the last `periodDays` days, and over the same number of days before them (the trend). */
const periodCountSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
});
export type PeriodCount = z.input<typeof periodCountSchema>;

/**
 * GET /api/admin/stats: plain counts an admin can check. `activeUsers` signed in or used the app in
 * the last `periodDays` days; `newMembers`, `posts` (published) and `comments` count what was created
 * in the last `periodDays` days (`current`) and in the `periodDays` days before (`previous`).
 */
export const adminStatsSchema = z.object({
  periodDays: z.number().int(),
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  newMembers: periodCountSchema,
  posts: periodCountSchema,
  comments: periodCountSchema,
});
export type AdminStats = z.input<typeof adminStatsSchema>;

/** The admin user list item (docs/product.md, Data), plus the role the edit dialog changes. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  role: z.enum(USER_ROLES),
  avatar: z.string().nullable(),
  connectionCount: z.number().int(),
  isActive: z.boolean(),
  /** When the account was created. */
  joinedAt: isoDateTime,
  /** Last sign-in or use of the app (written at most once a minute); null before the first sign-in. */
  lastActiveAt: isoDateTime.nullable(),
  /** The member confirmed their e-mail address. */
  emailVerified: z.boolean(),
});
export type AdminUser = z.input<typeof adminUserSchema>;
/** An admin user list item as the server builds it (dates as Date). */
export type AdminUserRecord = z.output<typeof adminUserSchema>;
export const adminUserListSchema = cursorPage("users", adminUserSchema);

export const userStatusRequestSchema = z.strictObject({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
export type UserStatusRequest = z.input<typeof userStatusRequestSchema>;

const roleField = z.enum(USER_ROLES, { error: `Role must be one of: ${USER_ROLES.join(", ")}` });

const userFields = {
  firstName: requiredText("First name", PROFILE_LIMITS.name),
  lastName: requiredText("Last name", PROFILE_LIMITS.name),
  jobTitle: optionalText(PROFILE_LIMITS.shortText),
  company: optionalText(PROFILE_LIMITS.shortText),
  role: roleField,
};

/**
 * The Edit User dialog: name, job title, company and role. Any subset may be sent (a body with the
 * role alone grants or removes the moderator role); what is left out keeps its value.
 */
export const updateUserRequestSchema = z
  .strictObject({
    firstName: userFields.firstName.optional(),
    lastName: userFields.lastName.optional(),
    jobTitle: userFields.jobTitle,
    company: userFields.company,
    role: roleField.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Send at least one field to change" });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
export type UpdateUserRequestParsed = z.output<typeof updateUserRequestSchema>;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

/** The Add User dialog: the account gets a generated one-time password. */
export const createUserRequestSchema = z.strictObject({
  ...userFields,
  email,
  role: roleField.default("user"),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;
export type CreateUserRequestParsed = z.output<typeof createUserRequestSchema>;

export const createUserResponseSchema = z.object({
  user: adminUserSchema,
  /** Shown once to the admin; only its argon2id hash is stored. */
  temporaryPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
export type CreateUserResponse = z.input<typeof createUserResponseSchema>;

/** GET /api/admin/audit-log: the newest admin actions first. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTime,
});
export type AdminAuditEntry = z.input<typeof adminAuditEntrySchema>;
export const adminAuditLogSchema = cursorPage("entries", adminAuditEntrySchema);
export const adminAuditLogQuerySchema = adminListQuerySchema.omit({ search: true });

const adminTags = ["admin"] as const;

/** The admin's Overview, Users and Audit Log calls (decision 0018). */
export const adminEndpoints = {
  getAdminStats: defineEndpoint({
    method: "GET",
    path: "/api/admin/stats",
    operationId: "getAdminStats",
    summary:
      "The Overview figures: members, active members, new members, posts and comments over the last 30 days and the 30 before",
    tags: adminTags,
    access: "admin",
    status: 200,
    response: adminStatsSchema,
    errors: errorResponses(401, 403),
  }),
  listAdminUsers: defineEndpoint({
    method: "GET",
    path: "/api/admin/users",
    operationId: "listAdminUsers",
    summary: "Members, newest first, searched on name, e-mail and company",
    tags: adminTags,
    access: "admin",
    query: adminListQuerySchema,
    status: 200,
    response: adminUserListSchema,
    errors: errorResponses(400, 401, 403),
    list: "users",
  }),
  createAdminUser: defineEndpoint({
    method: "POST",
    path: "/api/admin/users",
    operationId: "createAdminUser",
    summary: "Add a member with a one-time password, shown once",
    tags: adminTags,
    access: "admin",
    body: createUserRequestSchema,
    status: 201,
    response: createUserResponseSchema,
    errors: errorResponses(400, 401, 403, 409),
  }),
  updateAdminUser: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/users/:id",
    operationId: "updateAdminUser",
    summary: "Change a member's name, job title, company or role",
    tags: adminTags,
    access: "admin",
    params: adminUserIdParamsSchema,
    body: updateUserRequestSchema,
    status: 200,
    response: adminUserSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  setAdminUserStatus: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/users/:id/status",
    operationId: "setAdminUserStatus",
    summary: "Activate or deactivate a member (deactivating ends their sessions)",
    tags: adminTags,
    access: "admin",
    params: adminUserIdParamsSchema,
    body: userStatusRequestSchema,
    status: 200,
    response: adminUserSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  listAuditLog: defineEndpoint({
    method: "GET",
    path: "/api/admin/audit-log",
    operationId: "listAuditLog",
    summary: "The admin actions, newest first",
    tags: adminTags,
    access: "admin",
    query: adminAuditLogQuerySchema,
    status: 200,
    response: adminAuditLogSchema,
    errors: errorResponses(400, 401, 403),
    list: "entries",
  }),
};
