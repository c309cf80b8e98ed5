import { createHash } from "node:crypto";
import { NEWS_CATEGORIES, type NewsCategory } from "../../../shared/rules/news";
import { slugify } from "../../../shared/rules/slug";
import type { articles } from "../../db/schema";
import { htmlToText, truncateText } from "./html-to-text";

type NewArticle = typeof articles.$inferInsert;

/** Bounds on what one feed may add: items per import and the length of every stored field. */
export const RSS_LIMITS = {
  itemsPerFeed: 50,
  title: 300,
  summary: 500,
  content: 20_000,
  author: 120,
  tag: 40,
  tags: 8,
  url: 2048,
} as const;

export type RssSourceInfo = { name: string | null; category: string };

function isHttpUrl(value: string | null | undefined): value is string {
  if (!value || value.length > RSS_LIMITS.url) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A slug from the title plus a hash of the link: stable per link, unique across sources. */
export function importedArticleSlug(title: string, link: string): string {
  const hash = createHash("sha256").update(link).digest("hex").slice(0, 10);
  const base = slugify(title).slice(0, 80).replace(/-+$/, "");
  return base ? `${base}-${hash}` : `article-${hash}`;
}

/**
 * Parses RSS or Atom text into article rows: text only (tags and scripts stripped), bounded
 * lengths, only items with a title and an http(s) link, newest first, at most 50.
 * Throws when the text is not a feed. The parser is loaded at the first import, not at start-up.
 */
export async function rssToArticles(xml: string, source: RssSourceInfo, now: Date): Promise<NewArticle[]> {
  const { parseFeed } = await import("@rowanmanning/feed-parser");
  const feed = parseFeed(xml);
  const feedTitle = feed.title ? htmlToText(feed.title, RSS_LIMITS.author) : "";
  const seen = new Set<string>();
  const rows: NewArticle[] = [];
  for (const item of feed.items) {
    const link = item.url?.trim();
    if (!isHttpUrl(link) || seen.has(link)) continue;
    const title = htmlToText(item.title ?? "", RSS_LIMITS.title).replace(/\s+/g, " ");
    if (!title) continue;
    seen.add(link);

    const content =
      htmlToText(item.content ?? "", RSS_LIMITS.content) ||
      htmlToText(item.description ?? "", RSS_LIMITS.content) ||
      title;
    const description = htmlToText(item.description ?? "", RSS_LIMITS.summary * 2);
    const summary = truncateText((description || content).replace(/\s+/g, " "), RSS_LIMITS.summary);
    const labels = item.categories
      .map((category) => htmlToText(category.label ?? category.term ?? "", RSS_LIMITS.tag))
      .filter(Boolean);
    const tags = [...new Set(labels)].slice(0, RSS_LIMITS.tags);
    const category = matchCategory(labels) ?? source.category;
    const author =
      htmlToText(item.authors[0]?.name ?? "", RSS_LIMITS.author) ||
      feedTitle ||
      htmlToText(source.name ?? "", RSS_LIMITS.author) ||
      "Netwise News";
    const published = item.published ?? item.updated;
    const publishedAt = published && !Number.isNaN(published.getTime()) && published <= now ? published : now;

    rows.push({
      title,
      slug: importedArticleSlug(title, link),
      content,
      summary,
      author,
      category,
      tags,
      // Outside images are not loaded by the site (img-src 'self'); the page shows its neutral pattern.
      heroImage: null,
      isPublished: true,
      isFeatured: false,
      trending: false,
      publishedAt,
      url: link,
    });
  }
  rows.sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
  return rows.slice(0, RSS_LIMITS.itemsPerFeed);
}

/** The first tag that names one of the spec's categories, whatever its case. */
function matchCategory(labels: string[]): NewsCategory | undefined {
  for (const label of labels) {
    const match = label.trim().toLowerCase();
    const found = NEWS_CATEGORIES.find((category) => category.toLowerCase() === match);
    if (found) return found;
  }
  return undefined;
}
