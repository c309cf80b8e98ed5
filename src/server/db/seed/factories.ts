/**
 * Builders shared by the seeds, the API tests and the browser tests.
 * `buildX(overrides)` returns insert values with unique defaults; `insertX(db, overrides)` inserts
 * them and returns the stored row. No test framework is imported here, so seeds may use it too.
 */

import { type OrderState, STATUS_OF_STATE } from "../../../shared/contracts/order-process";
import { profileCompletionPercent } from "../../../shared/rules/profile-completion";
import { slugify } from "../../../shared/rules/slug";
import { hashPassword } from "../../modules/auth/password";
import { matchVocabularyChanged } from "../../modules/matching/vocabulary-changes";
import type { Database } from "../client";
import {
  articles,
  businessEmployees,
  businesses,
  businessReviews,
  connections,
  opportunities,
  posts,
  referrals,
  serviceOrders,
  services,
  shortUrls,
  users,
} from "../schema";

export { slugify };

export type NewUser = typeof users.$inferInsert;
export type NewPost = typeof posts.$inferInsert;
export type NewArticle = typeof articles.$inferInsert;
export type NewBusiness = typeof businesses.$inferInsert;
export type NewBusinessReview = typeof businessReviews.$inferInsert;
export type NewBusinessEmployee = typeof businessEmployees.$inferInsert;
export type NewService = typeof services.$inferInsert;
export type NewServiceOrder = typeof serviceOrders.$inferInsert;
export type NewOpportunity = typeof opportunities.$inferInsert;
export type NewConnection = typeof connections.$inferInsert;
export type NewReferral = typeof referrals.$inferInsert;
export type NewShortUrl = typeof shortUrls.$inferInsert;

/** Anything that can run queries: the database or a transaction on it. */
export type Executor = Pick<Database, "insert" | "select" | "update" | "delete" | "execute">;

export const DEFAULT_TEST_PASSWORD = "correct-horse-battery";
/** argon2id hash of DEFAULT_TEST_PASSWORD, so buildUser needs no asynchronous hashing. */
export const DEFAULT_TEST_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,p=1,t=2$eX0c82MUNWR7bhI5qe7/TQ$5SIFnhyPjyDD0g+uDjvQWn2JmMlvJ0cTP4prS6Dneiw";

/** Per process prefix: browser-test workers share one database but each has its own counter. */
const RUN = Math.random().toString(36).slice(2, 7);
let counter = 0;
/** A number that no other call in this process returns. */
export function nextSequence(): number {
  counter += 1;
  return counter;
}
/** A unique, URL-safe token such as `k3x9a-12`. */
export function uniqueToken(): string {
  return `${RUN}-${nextSequence()}`;
}

const hashMemo = new Map<string, Promise<string>>([
  [DEFAULT_TEST_PASSWORD, Promise.resolve(DEFAULT_TEST_PASSWORD_HASH)],
]);
/** hashPassword, computed once per distinct password in this process. */
export function memoizedPasswordHash(password: string): Promise<string> {
  let hash = hashMemo.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashMemo.set(password, hash);
  }
  return hash;
}

/** True when the 8 profile-completion fields of docs/product.md are all filled (the shared rule at 100%). */
export function isProfileComplete(user: Partial<NewUser>): boolean {
  return profileCompletionPercent(user) === 100;
}

export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const token = uniqueToken();
  const firstName = overrides.firstName ?? "Test";
  const lastName = overrides.lastName ?? `User ${token}`;
  const values: NewUser = {
    email: `user-${token}@example.test`,
    passwordHash: DEFAULT_TEST_PASSWORD_HASH,
    username: `user-${token}`,
    // Test members have verified their address unless a test says otherwise (emailVerifiedAt: null).
    emailVerifiedAt: new Date(),
    firstName,
    lastName,
    ...overrides,
  };
  values.email = values.email.trim().toLowerCase();
  values.username = slugify(values.username) || `user-${token}`;
  values.profileCompleted = overrides.profileCompleted ?? isProfileComplete(values);
  return values;
}

export async function insertUser(db: Executor, overrides: Partial<NewUser> & { password?: string } = {}) {
  const { password, ...rest } = overrides;
  const passwordHash =
    password === undefined && rest.passwordHash
      ? rest.passwordHash
      : await memoizedPasswordHash(password ?? DEFAULT_TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values(buildUser({ ...rest, passwordHash }))
    .returning();
  // Like the app's profile writes: the matching vocabulary reads the new member's words.
  matchVocabularyChanged();
  return must(row);
}

export function buildPost(overrides: Partial<NewPost> & { userId: number }): NewPost {
  return {
    content: `Sharing an update from the team, post ${uniqueToken()}.`,
    type: "general",
    ...overrides,
  };
}
export async function insertPost(db: Executor, overrides: Partial<NewPost> & { userId: number }) {
  const [row] = await db.insert(posts).values(buildPost(overrides)).returning();
  return must(row);
}

export function buildArticle(overrides: Partial<NewArticle> = {}): NewArticle {
  const token = uniqueToken();
  const slug = overrides.slug ?? `article-${token}`;
  return {
    title: `Article ${token}`,
    slug,
    content: "First paragraph of the article.\n\nSecond paragraph of the article.",
    author: "Netwise Editorial",
    summary: "A short summary of the article.",
    category: "Business",
    tags: ["business"],
    heroImage: `/images/articles/${slug}.svg`,
    publishedAt: new Date(),
    ...overrides,
  };
}
export async function insertArticle(db: Executor, overrides: Partial<NewArticle> = {}) {
  const [row] = await db.insert(articles).values(buildArticle(overrides)).returning();
  return must(row);
}

export function buildBusiness(overrides: Partial<NewBusiness> & { ownerId: number }): NewBusiness {
  const token = uniqueToken();
  const name = overrides.name ?? `Business ${token}`;
  return {
    name,
    slug: overrides.slug ?? slugify(`${name}-${token}`),
    description: "A local business serving professionals with care and expertise.",
    shortDescription: "Serving professionals with care.",
    category: "Professional Services",
    industry: "Consulting",
    ...overrides,
  };
}
export async function insertBusiness(db: Executor, overrides: Partial<NewBusiness> & { ownerId: number }) {
  const [row] = await db.insert(businesses).values(buildBusiness(overrides)).returning();
  return must(row);
}

export function buildBusinessReview(
  overrides: Partial<NewBusinessReview> & { businessId: number; userId: number },
): NewBusinessReview {
  return {
    rating: 5,
    title: "Great experience",
    content: "Responsive, professional and on time.",
    ...overrides,
  };
}
export async function insertBusinessReview(
  db: Executor,
  overrides: Partial<NewBusinessReview> & { businessId: number; userId: number },
) {
  const [row] = await db.insert(businessReviews).values(buildBusinessReview(overrides)).returning();
  return must(row);
}

export function buildBusinessEmployee(
  overrides: Partial<NewBusinessEmployee> & { businessId: number; userId: number },
): NewBusinessEmployee {
  return { role: "member", title: "Team Member", ...overrides };
}
export async function insertBusinessEmployee(
  db: Executor,
  overrides: Partial<NewBusinessEmployee> & { businessId: number; userId: number },
) {
  const [row] = await db.insert(businessEmployees).values(buildBusinessEmployee(overrides)).returning();
  return must(row);
}

export function buildService(overrides: Partial<NewService> = {}): NewService {
  return {
    name: `Service ${uniqueToken()}`,
    description: "A professional digital-marketing service.",
    category: "web_design",
    price: 99_900,
    features: ["Kick-off call", "Two revision rounds", "Final report"],
    deliveryTime: "1-2 weeks",
    ...overrides,
  };
}
export async function insertService(db: Executor, overrides: Partial<NewService> = {}) {
  const [row] = await db.insert(services).values(buildService(overrides)).returning();
  return must(row);
}

export function buildServiceOrder(
  overrides: Partial<NewServiceOrder> & { userId: number; serviceId: number },
): NewServiceOrder {
  const status =
    overrides.status ?? (overrides.state ? STATUS_OF_STATE[overrides.state as OrderState] : "pending");
  const totalAmount = overrides.totalAmount ?? 99_900;
  return {
    status,
    state: status === "pending" ? (totalAmount > 0 ? "awaiting_payment" : "requested") : status,
    totalAmount,
    projectName: `Project ${uniqueToken()}`,
    projectDescription: "Refresh our online presence.",
    requirements: "No specific requirements provided",
    ...overrides,
  };
}
export async function insertServiceOrder(
  db: Executor,
  overrides: Partial<NewServiceOrder> & { userId: number; serviceId: number },
) {
  const [row] = await db.insert(serviceOrders).values(buildServiceOrder(overrides)).returning();
  return must(row);
}

export function buildOpportunity(overrides: Partial<NewOpportunity> = {}): NewOpportunity {
  return {
    title: `Opportunity ${uniqueToken()}`,
    description: "A short-term engagement for an experienced professional.",
    type: "project",
    category: "Technology",
    location: "Remote",
    remoteOption: true,
    ...overrides,
  };
}
export async function insertOpportunity(db: Executor, overrides: Partial<NewOpportunity> = {}) {
  const [row] = await db.insert(opportunities).values(buildOpportunity(overrides)).returning();
  return must(row);
}

export function buildConnection(
  overrides: Partial<NewConnection> & { userId: number; connectedUserId: number },
): NewConnection {
  return { status: "pending", matchScore: 75, ...overrides };
}
export async function insertConnection(
  db: Executor,
  overrides: Partial<NewConnection> & { userId: number; connectedUserId: number },
) {
  const [row] = await db.insert(connections).values(buildConnection(overrides)).returning();
  return must(row);
}

export function buildReferral(
  overrides: Partial<NewReferral> & { referrerId: number; targetId: number },
): NewReferral {
  return { targetType: "user", status: "pending", ...overrides };
}
export async function insertReferral(
  db: Executor,
  overrides: Partial<NewReferral> & { referrerId: number; targetId: number },
) {
  const [row] = await db.insert(referrals).values(buildReferral(overrides)).returning();
  return must(row);
}

export function buildShortUrl(overrides: Partial<NewShortUrl> = {}): NewShortUrl {
  const token = uniqueToken();
  return { originalUrl: `https://example.com/${token}`, shortCode: token.replace(/-/g, ""), ...overrides };
}
export async function insertShortUrl(db: Executor, overrides: Partial<NewShortUrl> = {}) {
  const [row] = await db.insert(shortUrls).values(buildShortUrl(overrides)).returning();
  return must(row);
}

function must<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("Insert returned no row");
  return row;
}
