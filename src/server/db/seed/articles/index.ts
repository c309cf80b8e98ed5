import { buildArticle, type NewArticle } from "../factories";
import { BUSINESS_AND_SALES } from "./business-and-sales";
import { FINANCE_AND_LEADERSHIP } from "./finance-and-leadership";
import { TECHNOLOGY_AND_SECURITY } from "./technology-and-security";
import type { SeedArticle } from "./types";

export type { SeedArticle } from "./types";

/** The Industry News articles, newest first. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  ...TECHNOLOGY_AND_SECURITY,
  ...BUSINESS_AND_SALES,
  ...FINANCE_AND_LEADERSHIP,
].sort((a, b) => a.daysAgo - b.daysAgo);

export function articleHeroImage(slug: string): string {
  return `/images/articles/${slug}.svg`;
}

const HOUR_MS = 60 * 60 * 1000;

export function articleRows(now: Date): NewArticle[] {
  return SEED_ARTICLES.map((article, index) => {
    // Spread the hour of day so articles of the same day keep a stable order.
    const publishedAt = new Date(
      now.getTime() - article.daysAgo * 24 * HOUR_MS - (3 + (index % 6)) * HOUR_MS,
    );
    return buildArticle({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      author: article.author,
      category: article.category,
      tags: article.tags,
      content: article.paragraphs.join("\n\n"),
      heroImage: articleHeroImage(article.slug),
      isPublished: true,
      isFeatured: article.isFeatured ?? false,
      trending: article.trending ?? false,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  });
}
