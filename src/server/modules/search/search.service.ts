import { SEARCH_PREVIEW_SIZE, type SearchPageQuery } from "../../../shared/contracts/search";
import type { Database } from "../../db/client";
import { listBusinesses } from "../directory/business-list.service";
import { searchArticles } from "./search-content.service";
import { searchMembers } from "./search-members.service";
import { searchPosts } from "./search-posts.service";

/**
 * Businesses as the directory finds them (decision 0009: full text over name, services, tags and
 * descriptions, names within a typo), only active, not suspended ones of active owners, and never
 * one whose owner the reader blocked or who blocked the reader.
 */
export async function searchBusinesses(db: Database, readerId: number | null, query: SearchPageQuery) {
  const { businesses, nextCursor } = await listBusinesses(
    db,
    { search: query.q, limit: query.limit, cursor: query.cursor },
    readerId,
  );
  return {
    businesses: businesses.map((business) => ({
      id: business.id,
      slug: business.slug,
      name: business.name,
      logo: business.logo,
      category: business.category,
      industry: business.industry,
      city: business.city,
      shortDescription: business.shortDescription,
      isVerified: business.isVerified,
    })),
    nextCursor,
  };
}

/** GET /api/search: the first few of each kind for the navigation's dropdown, searched side by side. */
export async function searchPreview(db: Database, readerId: number | null, q: string) {
  const query: SearchPageQuery = { q, limit: SEARCH_PREVIEW_SIZE };
  const [members, posts, articles, businesses] = await Promise.all([
    searchMembers(db, readerId, query),
    searchPosts(db, readerId, query),
    searchArticles(db, query),
    searchBusinesses(db, readerId, query),
  ]);
  return {
    members: members.members,
    posts: posts.posts,
    articles: articles.articles,
    businesses: businesses.businesses,
  };
}
