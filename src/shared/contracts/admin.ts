import { z } from "zod";
import { NEWS_CATEGORIES } from "../rules/news";
import { PASSWORD_MAX_LENGTH } from "./auth";
import { httpUrl, isoDateTime, optionalText, requiredText, safeText } from "./common";
import { PROFILE_LIMITS } from "./profiles";

/** Page size of the admin lists: 20 unless asked, at most 50. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 50;
export const ADMIN_SEARCH_MAX = 100;
/** The response header carrying the next page's cursor; absent on the last page. */
export const ADMIN_NEXT_CURSOR_HEADER = "x-next-cursor";

/** Recent Activity on the Overview tab: the first 5 posts, 60 characters of each (document 2, section 9). */
export const RECENT_ACTIVITY_COUNT = 5;
export const RECENT_ACTIVITY_PREVIEW_LENGTH = 60;
/** Characters of an article's content on its admin card (then '...'). */
export const ADMIN_ARTICLE_PREVIEW_LENGTH = 200;
/** Days counted as "active" and as the engagement window of the Overview figures. */
export const ADMIN_ACTIVITY_WINDOW_DAYS = 30;

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_CONTENT_MAX = 50_000;
export const ARTICLE_AUTHOR_MAX = 120;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_TAGS_MAX = 10;

const maxId = 2_147_483_647;
const id = (label: string) =>
  z.coerce
    .number({ error: `${label} id must be a number` })
    .int(`${label} id must be a whole number`)
    .min(1, `${label} id must be positive`)
    .max(maxId, `${label} id is too large`);

export const adminUserIdParamsSchema = z.strictObject({ id: id("User") });
export const adminPostIdParamsSchema = z.strictObject({ id: id("Post") });
export const adminArticleIdParamsSchema = z.strictObject({ id: id("Article") });

/** A list cursor: opaque to clients. */
export const adminCursorSchema = safeText(200).regex(/^[A-Za-z0-9_-]+$/, "Invalid cursor");

/** GET /api/admin/users, /posts, /articles: a search box and keyset pages. */
export const adminListQuerySchema = z.strictObject({
  search: safeText(ADMIN_SEARCH_MAX).trim().optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(ADMIN_PAGE_SIZE_MAX, `Limit must be at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE),
  cursor: adminCursorSchema.optional(),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** GET /api/admin/stats (document 2, section 3). Rates are percentages with one decimal. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  dailySignups: z.number().int(),
  activeUsers: z.number().int(),
  retentionRate: z.number(),
  totalPosts: z.number().int(),
  dailyPosts: z.number().int(),
  engagementRate: z.number(),
});
export type AdminStats = z.input<typeof adminStatsSchema>;

/** The post author block of the admin lists. */
export const adminPostAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});

/** The admin post list item (document 2, section 3), plus the author's id. */
export const adminPostSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  type: z.string(),
  author: adminPostAuthorSchema,
  isPublished: z.boolean(),
  likes: z.number().int(),
  comments: z.number().int(),
  reports: z.number().int(),
  createdAt: isoDateTime,
});
export type AdminPost = z.input<typeof adminPostSchema>;
export const adminPostListSchema = z.array(adminPostSchema);

export const postVisibilityRequestSchema = z.strictObject({
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
});
export type PostVisibilityRequest = z.input<typeof postVisibilityRequestSchema>;

/** The admin user list item (document 2, section 3), plus the role the edit dialog changes. */
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
});
export type AdminUser = z.input<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const userStatusRequestSchema = z.strictObject({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
export type UserStatusRequest = z.input<typeof userStatusRequestSchema>;

const roleField = z.enum(USER_ROLES, { error: `Role must be one of: ${USER_ROLES.join(", ")}` });

/** The Edit User dialog: name, job title, company and role. */
export const updateUserRequestSchema = z.strictObject({
  firstName: requiredText("First name", PROFILE_LIMITS.name),
  lastName: requiredText("Last name", PROFILE_LIMITS.name),
  jobTitle: optionalText(PROFILE_LIMITS.shortText),
  company: optionalText(PROFILE_LIMITS.shortText),
  role: roleField,
});
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
export const createUserRequestSchema = updateUserRequestSchema.extend({
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

/** The admin article list item (document 2, section 3); `content` holds its first 200 characters. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  category: z.string(),
  content: z.string(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  /** Openings of the article by members. */
  views: z.number().int(),
  /** Likes, bookmarks and shares per view, as a percentage with one decimal. */
  engagement: z.number(),
  publishedAt: isoDateTime.nullable(),
});
export type AdminArticle = z.input<typeof adminArticleSchema>;
export const adminArticleListSchema = z.array(adminArticleSchema);

/** Every editable field of one article (the editor's starting values). */
export const adminArticleDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  heroImage: z.string().nullable(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  publishedAt: isoDateTime.nullable(),
  url: z.string().nullable(),
});
export type AdminArticleDetail = z.input<typeof adminArticleDetailSchema>;

/** A hero image: a web address, or a path on this site such as /images/articles/x.svg. */
export const heroImageSchema = z
  .union([
    z.literal("").transform(() => null),
    httpUrl.pipe(safeText(2048)),
    z
      .string()
      .trim()
      .max(2048, "URL must be at most 2048 characters")
      .regex(/^\/(?!\/)[^\s\\]*$/, "Must be a web address (http:// or https://) or a path starting with /"),
  ])
  .nullish();

const articleTagsSchema = z
  .array(requiredText("Tag", ARTICLE_TAG_MAX), { error: "Tags must be a list" })
  .max(ARTICLE_TAGS_MAX, `At most ${ARTICLE_TAGS_MAX} tags`);

const articleFields = {
  title: requiredText("Title", ARTICLE_TITLE_MAX),
  summary: optionalText(ARTICLE_SUMMARY_MAX),
  content: requiredText("Content", ARTICLE_CONTENT_MAX),
  author: requiredText("Author", ARTICLE_AUTHOR_MAX).optional(),
  category: z.enum(NEWS_CATEGORIES, {
    error: `Category must be one of: ${NEWS_CATEGORIES.join(", ")}`,
  }),
  tags: articleTagsSchema,
  heroImage: heroImageSchema,
  isFeatured: z.boolean({ error: "isFeatured must be true or false" }),
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
};

/** POST /api/admin/articles: the Create Article editor; author defaults to the admin's name. */
export const createArticleRequestSchema = z.strictObject({
  ...articleFields,
  category: articleFields.category.default("Business"),
  tags: articleTagsSchema.default([]),
  isFeatured: articleFields.isFeatured.default(false),
  isPublished: articleFields.isPublished.default(true),
});
export type CreateArticleRequest = z.input<typeof createArticleRequestSchema>;
export type CreateArticleRequestParsed = z.output<typeof createArticleRequestSchema>;

/** PATCH /api/admin/articles/{id}: any of the editor's fields. */
export const updateArticleRequestSchema = z
  .strictObject({
    title: articleFields.title.optional(),
    summary: articleFields.summary,
    content: articleFields.content.optional(),
    author: articleFields.author,
    category: articleFields.category.optional(),
    tags: articleTagsSchema.optional(),
    heroImage: articleFields.heroImage,
    isFeatured: articleFields.isFeatured.optional(),
    isPublished: articleFields.isPublished.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to update" });
export type UpdateArticleRequest = z.input<typeof updateArticleRequestSchema>;
export type UpdateArticleRequestParsed = z.output<typeof updateArticleRequestSchema>;

/** PATCH /api/admin/articles/{id}/status: published and/or featured. */
export const articleStatusRequestSchema = z
  .strictObject({
    isPublished: z.boolean({ error: "isPublished must be true or false" }).optional(),
    isFeatured: z.boolean({ error: "isFeatured must be true or false" }).optional(),
  })
  .refine((body) => body.isPublished !== undefined || body.isFeatured !== undefined, {
    message: "Give isPublished or isFeatured",
  });
export type ArticleStatusRequest = z.input<typeof articleStatusRequestSchema>;

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
export const adminAuditLogSchema = z.array(adminAuditEntrySchema);
export const adminAuditLogQuerySchema = adminListQuerySchema.omit({ search: true });
