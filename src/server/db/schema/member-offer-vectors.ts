import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./users";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * The sentence model's vector of what each member offers (decision 0011, "Stored offer vectors"):
 * written when a member saves their profile or when a suggestion list first needs it, read for every
 * candidate of a suggestion list, so the order by meaning covers all of them without embedding
 * hundreds of texts per request. `offerText` is the exact text that was embedded: a row whose text
 * differs from the member's current offer is stale and read as missing.
 */
export const memberOfferVectors = pgTable("member_offer_vectors", {
  memberId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  model: text().notNull(),
  offerText: text().notNull(),
  /** One signed byte per dimension (the unit vector scaled to ±127): 512 bytes for the sentence model. */
  vector: bytea().notNull(),
});
