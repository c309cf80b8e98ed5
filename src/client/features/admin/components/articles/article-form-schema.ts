import {
  type AdminArticleDetail,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  type CreateArticleRequest,
  createArticleRequestSchema,
} from "@shared/contracts/news-admin";
import { z } from "zod";

/** Tags as the editor types them: one line, separated by commas. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The API's article schema with tags as one comma-separated line and the author required. */
export const articleFormSchema = createArticleRequestSchema.omit({ tags: true }).extend({
  tagsText: z
    .string()
    .refine((text) => parseTags(text).length <= ARTICLE_TAGS_MAX, {
      message: `At most ${ARTICLE_TAGS_MAX} tags`,
    })
    .refine((text) => parseTags(text).every((tag) => tag.length <= ARTICLE_TAG_MAX), {
      message: `Each tag at most ${ARTICLE_TAG_MAX} characters`,
    }),
});

export type ArticleFormValues = z.input<typeof articleFormSchema>;
export type ArticleFormOutput = z.output<typeof articleFormSchema>;

export function emptyArticleForm(author: string): ArticleFormValues {
  return {
    title: "",
    summary: "",
    content: "",
    author,
    category: "Business",
    tagsText: "",
    heroImage: "",
    isFeatured: false,
    isPublished: true,
  };
}

export function articleFormValues(article: AdminArticleDetail): ArticleFormValues {
  const category = createArticleRequestSchema.shape.category.safeParse(article.category);
  return {
    title: article.title,
    summary: article.summary ?? "",
    content: article.content,
    author: article.author,
    category: category.success ? category.data : "Business",
    tagsText: article.tags.join(", "),
    heroImage: article.heroImage ?? "",
    isFeatured: article.isFeatured,
    isPublished: article.isPublished,
  };
}

/** The request body: the validated fields with the tags split. */
export function articleRequest(values: ArticleFormOutput): CreateArticleRequest {
  const { tagsText, ...fields } = values;
  return { ...fields, tags: parseTags(tagsText) };
}
