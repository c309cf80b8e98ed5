import { expect } from "vitest";
import { DEFAULT_TEST_PASSWORD, insertUser, type NewUser } from "../../test/factories";
import { TestClient, type TestContext } from "../../test/test-app";

export const POST_KEYS = [
  "author",
  "comments",
  "content",
  "createdAt",
  "id",
  "likes",
  "relativeTime",
  "shares",
  "type",
];
export const READER_POST_KEYS = [...POST_KEYS, "bookmarkedByMe", "likedByMe"].sort();
export const AUTHOR_KEYS = ["avatar", "company", "jobTitle", "name", "username"];
export const COMMENT_KEYS = ["author", "content", "createdAt", "id", "postId", "relativeTime"];
export const keysOf = (value: object) => Object.keys(value).sort();

/** A member (or, with role admin, an administrator) and a client signed in as them. */
export async function signedIn(ctx: TestContext, overrides: Partial<NewUser> = {}) {
  const user = await insertUser(ctx.db, overrides);
  const client = new TestClient(ctx.app);
  const login = await client.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return { user, client };
}

export const HOUR_MS = 60 * 60 * 1000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
