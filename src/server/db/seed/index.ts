/**
 * Seeds the service catalogue and the news articles (whenever their tables are empty) and, when
 * asked, the demo members with their businesses and activity (once: while the demo admin is absent).
 * Runs in one transaction under an advisory lock, so concurrent app processes seed once.
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/password";
import type { Database } from "../client";
import { articles, services, users } from "../schema";
import { articleRows } from "./articles";
import { seedBannersIfEmpty } from "./banners";
import { seedDemoData } from "./demo";
import { SEED_MEMBERS } from "./members";
import { serviceRows } from "./services";

export const DEMO_PASSWORD = "netwise-demo-2026";

/** The demo sign-ins, for the README and the browser tests. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: "admin@netwise.demo",
    password: DEMO_PASSWORD,
    username: "avery-quinn",
    firstName: "Avery",
    lastName: "Quinn",
    role: "admin",
  },
  member: {
    email: "alex.morgan@netwise.demo",
    password: DEMO_PASSWORD,
    username: "alex-morgan",
    firstName: "Alex",
    lastName: "Morgan",
    role: "user",
  },
} as const;

export type SeedOptions = {
  /** Seed demo members, businesses and activity (SEED_DEMO). */
  demo: boolean;
  /** Where the demo posts' pictures are written (UPLOAD_DIR). */
  uploadDir: string;
  /** The moment relative dates are computed from; defaults to now. */
  now?: Date;
};

export type SeedResult = {
  /** What this run inserted: services, articles, members, businesses, ... (empty when nothing). */
  seeded: string[];
};

/** Any constant shared by every process that seeds this database. */
const SEED_LOCK_KEY = 4_211_907;

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  // Hash before the transaction so the lock is held briefly; skipped when the demo already exists.
  // Each account gets its own hash (its own random salt), so equal hashes give nothing away.
  const passwordHashes =
    options.demo && !(await demoAdminExists(db))
      ? await Promise.all(SEED_MEMBERS.map(() => hashPassword(DEMO_PASSWORD)))
      : null;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const seeded: string[] = [];

    if (await isEmpty(tx, "services")) {
      await tx.insert(services).values(serviceRows());
      seeded.push("services");
    }
    if (await isEmpty(tx, "articles")) {
      await tx.insert(articles).values(articleRows(now));
      seeded.push("articles");
    }
    await seedBannersIfEmpty(tx, now);
    if (passwordHashes !== null && !(await demoAdminExists(tx))) {
      seeded.push(...(await seedDemoData(tx, passwordHashes, now, options.uploadDir)));
    }
    return { seeded };
  });
}

type Queryable = Pick<Database, "select">;

async function isEmpty(db: Queryable, table: "services" | "articles"): Promise<boolean> {
  const source = table === "services" ? services : articles;
  const rows = await db.select({ id: source.id }).from(source).limit(1);
  return rows.length === 0;
}

async function demoAdminExists(db: Queryable): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.admin.email}`)
    .limit(1);
  return rows.length > 0;
}
