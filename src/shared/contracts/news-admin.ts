import { z } from "zod";
import { NEWS_CATEGORIES } from "../rules/news";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../rules/slug";
import { cursorPage, httpUrl, idParams, isoDateTime, optionalText, requiredText, safeText } from "./common";

/** The admin Articles tab (docs/product.md, Data): /api/admin/articles. */

/** Characters of an article's content on its admin card (then '...'). */
export const ADMIN_ARTICLE_PREVIEW_LENGTH = 200;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_CONTENT_MAX = 50_000;
export const ARTICLE_AUTHOR_MAX = 120;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_TAGS_MAX = 10;

export const adminArticleIdParamsSchema = idParams("Article id");

/** The admin article list item (docs/product.md, Data); `content` holds its first 200 characters. */
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
export const adminArticleListSchema = cursorPage("articles", adminArticleSchema);

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
  /** The article's address (docs/product.md's article insert); made from the title when left out. */
  slug: z
    .string({ error: "Slug must be text" })
    .trim()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, "Slug must be lowercase letters and digits joined by dashes, such as my-article")
    .optional(),
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
