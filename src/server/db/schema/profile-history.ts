import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A member's work history (issue 32): months as "YYYY-MM" text, which sorts as the calendar does; no
 * end month is the current role. Listed current first, then by start month, newest first.
 */
export const profileExperience = pgTable(
  "profile_experience",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    company: text().notNull(),
    location: text(),
    startMonth: text().notNull(),
    endMonth: text(),
    description: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profile_experience_user_idx").on(t.userId, t.startMonth.desc())],
);

/** A member's schools, newest first by end (or start) year. */
export const profileEducation = pgTable(
  "profile_education",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    school: text().notNull(),
    degree: text(),
    field: text(),
    startYear: integer(),
    endYear: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profile_education_user_idx").on(t.userId)],
);

export type ProfileExperienceRow = typeof profileExperience.$inferSelect;
export type ProfileEducationRow = typeof profileEducation.$inferSelect;
