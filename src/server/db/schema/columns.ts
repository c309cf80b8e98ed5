import { sql } from "drizzle-orm";
import { text, timestamp } from "drizzle-orm/pg-core";

/** A text[] column that is never null and starts empty. */
export const textList = (name?: string) =>
  (name ? text(name) : text()).array().notNull().default(sql`'{}'::text[]`);

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
