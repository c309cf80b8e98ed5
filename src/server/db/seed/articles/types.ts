import type { NewsCategory } from "../../../../shared/rules/news";

/** One news article as written in the seed content. */
export type SeedArticle = {
  slug: string;
  title: string;
  summary: string;
  author: string;
  category: NewsCategory;
  tags: string[];
  /** Plain-text paragraphs; stored joined by blank lines. */
  paragraphs: string[];
  /** How long before the seed the article was published, in days. */
  daysAgo: number;
  isFeatured?: boolean;
  trending?: boolean;
};
