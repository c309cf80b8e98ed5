import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type UserRow, users } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD, insertUser, type NewUser } from "../../test/factories";
import { TestClient, type TestContext } from "../../test/test-app";

/** A new member, signed in through the API, with their own client. */
export async function signedIn(ctx: TestContext, overrides: Partial<NewUser> = {}) {
  const user = await insertUser(ctx.db, overrides);
  const client = new TestClient(ctx.app);
  const login = await client.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return { user, client };
}

export async function reloadUser(ctx: TestContext, id: number): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} is gone`);
  return row;
}

/** The row without its bookkeeping timestamps, to prove nothing else changed. */
export const comparable = ({ updatedAt: _updated, lastActiveAt: _active, ...rest }: UserRow) => rest;

export const CURRENT_USER_KEYS = [
  "availabilityForMeetings",
  "avatar",
  "bio",
  "communicationPreferences",
  "company",
  "createdAt",
  "email",
  "firstName",
  "id",
  "industry",
  "interests",
  "isActive",
  "jobTitle",
  "lastName",
  "linkedinUrl",
  "location",
  "lookingFor",
  "phoneNumber",
  "preferredConnectionTypes",
  "professionalSummary",
  "profileCompleted",
  "role",
  "servicesOffered",
  "skills",
  "targetAudience",
  "username",
  "website",
  "websiteUrl",
];

export const PUBLIC_PROFILE_KEYS = [
  "availabilityForMeetings",
  "avatar",
  "bio",
  "company",
  "createdAt",
  "email",
  "firstName",
  "id",
  "industry",
  "interests",
  "jobTitle",
  "lastName",
  "linkedinUrl",
  "location",
  "lookingFor",
  "phoneNumber",
  "preferredConnectionTypes",
  "professionalSummary",
  "servicesOffered",
  "skills",
  "targetAudience",
  "username",
  "website",
  "websiteUrl",
];
