/** Industry News constants (document 1, section 9 and the news screens). */

/** The 'all' option of the category select. */
export const NEWS_CATEGORY_ALL = "all";

/** Article categories (without 'all'). */
export const NEWS_CATEGORIES = [
  "Technology",
  "Business",
  "Finance",
  "Sales",
  "Leadership",
  "Security",
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The category select of the news list, 'all' first. */
export const NEWS_CATEGORY_OPTIONS = [NEWS_CATEGORY_ALL, ...NEWS_CATEGORIES] as const;
export type NewsCategoryOption = (typeof NEWS_CATEGORY_OPTIONS)[number];

/** An article's category when none is given (document 2, section 3). */
export const DEFAULT_ARTICLE_CATEGORY: NewsCategory = "Business";

/** The static trending topics of the news list. */
export const NEWS_TRENDING_TOPICS = [
  "AI Automation",
  "Business Growth",
  "Digital Marketing",
  "Professional Networking",
] as const;

/** Tags displayed on an article before '+N more'. */
export const MAX_VISIBLE_ARTICLE_TAGS = 4;

export function isNewsCategory(value: string): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value);
}
