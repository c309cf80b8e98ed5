/** Industry News constants docs/product.md, Limits and the news screens). */

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

/** An article's category when none is given (docs/product.md, Data). */
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

/** Tags as the news list shows them: at most 4, then how many more there are ('+N more'). */
export function visibleArticleTags(tags: readonly string[]): { visible: string[]; hiddenCount: number } {
  return {
    visible: tags.slice(0, MAX_VISIBLE_ARTICLE_TAGS),
    hiddenCount: Math.max(0, tags.length - MAX_VISIBLE_ARTICLE_TAGS),
  };
}

/** The '+N more' label after the visible tags, or null when every tag is shown. */
export function moreTagsLabel(tags: readonly string[]): string | null {
  const { hiddenCount } = visibleArticleTags(tags);
  return hiddenCount > 0 ? `+${hiddenCount} more` : null;
}

/** Content split into paragraphs at blank lines (single line breaks stay inside a paragraph). */
export function articleParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The first `max` characters of a text, cut at a word boundary, with '...' when cut. */
export function excerptText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}
