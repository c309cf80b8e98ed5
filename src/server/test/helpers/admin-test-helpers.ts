import { expect } from "vitest";
import { signedInMember, TestClient, type TestContext } from "../test-app";
import { freshIp } from "./fresh-ip";

/** A signed-in administrator, a signed-in member and a visitor. */
export async function adminTestClients(ctx: TestContext) {
  const admin = await signedInMember(
    ctx,
    { role: "admin", firstName: "Ada", lastName: "Admin" },
    { ip: freshIp() },
  );
  const member = await signedInMember(ctx, {}, { ip: freshIp() });
  return { admin, member, visitor: new TestClient(ctx.app) };
}

/** Every admin route of this module with a valid body, for the 401/403 checks. */
export const ADMIN_ROUTES: { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; body?: unknown }[] = [
  { method: "GET", url: "/api/admin/stats" },
  { method: "GET", url: "/api/admin/users" },
  { method: "POST", url: "/api/admin/users", body: { firstName: "A", lastName: "B", email: "a@b.co" } },
  {
    method: "PATCH",
    url: "/api/admin/users/1",
    body: { firstName: "A", lastName: "B", role: "user" },
  },
  { method: "PATCH", url: "/api/admin/users/1/status", body: { isActive: true } },
  { method: "GET", url: "/api/admin/posts" },
  { method: "PATCH", url: "/api/admin/posts/1/visibility", body: { isPublished: true } },
  { method: "DELETE", url: "/api/admin/posts/1" },
  { method: "GET", url: "/api/admin/articles" },
  { method: "POST", url: "/api/admin/articles", body: { title: "T", content: "C" } },
  { method: "GET", url: "/api/admin/articles/1" },
  { method: "PATCH", url: "/api/admin/articles/1", body: { title: "T" } },
  { method: "PATCH", url: "/api/admin/articles/1/status", body: { isPublished: true } },
  { method: "GET", url: "/api/admin/audit-log" },
];

export type AdminTestClients = Awaited<ReturnType<typeof adminTestClients>>;

/**
 * Follows a list from `url` (which already has a query string) through its `nextCursor`
 * to the last page, expecting 200 each time; answers the ids of every page in order.
 */
export async function collectPagedIds(client: TestClient, url: string): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await client.get(`${url}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Record<string, unknown> & { nextCursor: string | null };
    const items = Object.values(page).find(Array.isArray) as { id: number }[];
    seen.push(...items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}
