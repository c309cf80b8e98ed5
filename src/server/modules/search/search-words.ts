import { isPrefixWord, prefixTsQuery, searchTokens } from "../directory/business-query";

/** Up to this many matches are ranked in full; a commoner search is walked in an index's order. */
export const RANKED_SEARCH_MAX = 500;

/**
 * What a search reaches the database as: its words as to_tsquery terms, every word required (each may
 * match a different field: "designer austin" is a designer living in Austin), words of three letters or
 * more as word prefixes and shorter ones and numbers whole (`soc:* & 2`); the same with every word but
 * the last one whole (`member & number & 4242:*`: what a member has finished typing, and a cheap GIN
 * lookup where a common prefix such as `member:*` collects a bitmap of every member); the words of
 * three or more letters for the name similarity (shorter ones only add common trigrams); and the words
 * themselves for the article search. Null when the search has no word at all: such a search finds
 * nothing, without a query.
 */
export function searchWords(
  search: string,
): { terms: string; typedTerms: string; nameWords: string; words: string[] } | null {
  const terms = prefixTsQuery(search);
  if (!terms) return null;
  const words = searchTokens(search);
  const typedTerms = words
    .map((word, index) => {
      const isLast = index === words.length - 1;
      return isLast && isPrefixWord(word, isLast) ? `${word}:*` : word;
    })
    .join(" & ");
  return { terms, typedTerms, nameWords: search.match(/[\p{L}\p{N}]{3,}/gu)?.join(" ") ?? "", words };
}
