import { prefixTsQuery } from "../directory/business-query";

/** Up to this many matches are ranked in full; a commoner search is walked in an index's order. */
export const RANKED_SEARCH_MAX = 500;

/**
 * What a search reaches the database as: its words as prefix terms for to_tsquery (only letters and
 * digits, so quotes, `%`, `_` and SQL never matter), the same with every word but the last one whole
 * (`member & number & 4242:*`: what a member has finished typing, and a cheap GIN lookup where a
 * common prefix such as `member:*` collects a bitmap of every member), and the words of three or more
 * letters for the name similarity (shorter ones only add common trigrams). Null when the search has no
 * word at all: such a search finds nothing, without a query.
 */
export function searchWords(search: string): { terms: string; typedTerms: string; nameWords: string } | null {
  const terms = prefixTsQuery(search);
  if (!terms) return null;
  const parts = terms.split(" & ");
  const typedTerms = parts
    .map((part, index) => (index < parts.length - 1 ? part.slice(0, -2) : part))
    .join(" & ");
  return { terms, typedTerms, nameWords: search.match(/[\p{L}\p{N}]{3,}/gu)?.join(" ") ?? "" };
}
