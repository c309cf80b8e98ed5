import { and, eq, sql } from "drizzle-orm";
import { normalizeTag, TOPIC_TAG_PATTERN } from "../../../shared/rules/mentions-and-tags";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { articles, businesses, users } from "../../db/schema";
import { isPubliclyVisible } from "../directory/business-query";
import { isVisibleArticle } from "../news/news-query";
import { type ShareMeta, shortText, withShareMeta } from "./share-meta-tags";

/** The share picture of a profile without a photo: a 1200×630 card of the site (generated once, in public/). */
export const DEFAULT_PROFILE_CARD = "/images/share/profile-card.png";

const PROFILE = /^\/profile\/([^/]+)\/?$/;
const BUSINESS = /^\/business\/([^/]+)\/?$/;
const ARTICLE = /^\/news\/([^/]+)\/?$/;
const TOPIC = /^\/topics\/([^/]+)\/?$/;
/** Usernames and slugs are short; anything longer is not looked up. */
const KEY_MAX = 200;

/**
 * The share tags of a profile, business, article or topic page, read with one indexed lookup (a topic
 * needs none: its name is its tag); null for any
 * other page and for what a visitor may not see: an inactive or deleted member (no personal data), a
 * business that is switched off, suspended or whose owner left, an unpublished article.
 */
export async function shareMetaFor(
  db: Database,
  config: Pick<Config, "appUrl">,
  pathname: string,
): Promise<ShareMeta | null> {
  const key = (pattern: RegExp) => {
    const raw = pattern.exec(pathname)?.[1];
    if (!raw || raw.length > KEY_MAX) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  };
  const url = `${config.appUrl}${pathname.replace(/\/$/, "")}`;
  const absolute = (image: string | null) => (image?.startsWith("/") ? `${config.appUrl}${image}` : null);

  const username = key(PROFILE);
  if (username) {
    const [member] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        jobTitle: users.jobTitle,
        company: users.company,
        bio: users.bio,
        avatar: users.avatar,
        // Issue 32: the current role of the member's experience, when they list one.
        currentRole: sql<string | null>`(select e.title || ' at ' || e.company from profile_experience e
          where e.user_id = "users"."id" and e.end_month is null
          order by e.start_month desc, e.id desc limit 1)`,
      })
      .from(users)
      .where(and(eq(users.username, username.toLowerCase()), eq(users.isActive, true)))
      .limit(1);
    if (!member) return null;
    const headline = member.currentRole ?? [member.jobTitle, member.company].filter(Boolean).join(" at ");
    return {
      title: `${member.firstName} ${member.lastName}`.trim(),
      description: shortText(headline || member.bio) ?? "A member of Netwise.",
      url,
      type: "profile",
      // Without a photo, the site's card (public/images/share/profile-card.png), so a shared link still shows a picture.
      image: absolute(member.avatar) ?? absolute(DEFAULT_PROFILE_CARD),
    };
  }

  const slug = key(BUSINESS);
  if (slug) {
    const [business] = await db
      .select({
        name: businesses.name,
        shortDescription: businesses.shortDescription,
        description: businesses.description,
        logo: businesses.logo,
        coverImage: businesses.coverImage,
      })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(and(eq(businesses.slug, slug), isPubliclyVisible))
      .limit(1);
    if (!business) return null;
    return {
      title: business.name,
      description: shortText(business.shortDescription || business.description),
      url,
      type: "website",
      image: absolute(business.coverImage) ?? absolute(business.logo),
    };
  }

  const articleSlug = key(ARTICLE);
  if (articleSlug) {
    const [article] = await db
      .select({ title: articles.title, summary: articles.summary, heroImage: articles.heroImage })
      .from(articles)
      .where(and(eq(articles.slug, articleSlug), isVisibleArticle))
      .limit(1);
    if (!article) return null;
    return {
      title: article.title,
      description: shortText(article.summary),
      url,
      type: "article",
      image: absolute(article.heroImage),
    };
  }

  const tag = key(TOPIC);
  if (tag && TOPIC_TAG_PATTERN.test(tag)) {
    const name = normalizeTag(tag);
    return {
      title: `#${name}`,
      description: `Posts about #${name} on Netwise.`,
      url: `${config.appUrl}/topics/${encodeURIComponent(name)}`,
      type: "website",
      image: null,
    };
  }
  return null;
}

/** The client app's page head for share tags (http/client-app.ts): index.html with them, or null. */
export function createSharePageHead(db: Database, config: Pick<Config, "appUrl">) {
  return async (pathname: string, indexHtml: string) => {
    const meta = await shareMetaFor(db, config, pathname);
    return meta ? withShareMeta(indexHtml, meta) : null;
  };
}
