import { index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The matching engine's ordered word index (decision 0011): one row per stemmed word of what a
 * member offers (side 1: services, job title, skills) or looks for (side 2: looking for, target
 * audience), kept by a trigger on `users`. Read newest member first per word, so a candidate
 * source reads at most its limit of rows and always the same ones for the same data.
 */
export const matchTerms = pgTable(
  "match_terms",
  {
    side: smallint().notNull(),
    term: text().notNull(),
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.side, t.term, t.memberId] }),
    // Deleting or re-indexing a member finds their rows.
    index("match_terms_member_id_idx").on(t.memberId),
  ],
);

/** Every word used in any profile's offers or wishes: the vocabulary wishes are expanded into. */
export const matchWords = pgTable("match_words", {
  id: serial().primaryKey(),
  word: text().notNull().unique(),
});
