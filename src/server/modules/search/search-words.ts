import { prefixTsQuery } from "../directory/business-query";

/** Up to this many matches are ranked in full; a commoner search is walked in an index's order. */
export const RANKED_SEARCH_MAX = 500;

/**
 * What a search reaches the database as: its words as prefix terms for to_tsquery (only letters and
 * digits, so quotes, `%`, `_` and SQL never matter) and the words of three or more letters for the
 * name similarity (shorter ones only add common trigrams). Null when the search has no word at all:
 * such a search finds nothing, without a query.
 */
export function searchWords(search: string): { terms: string; nameWords: string } | null {
  const terms = prefixTsQuery(search);
  if (!terms) return null;
  return { terms, nameWords: search.match(/[\p{L}\p{N}]{3,}/gu)?.join(" ") ?? "" };
}
