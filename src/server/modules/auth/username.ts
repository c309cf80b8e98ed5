import { like } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { users } from "../../db/schema";

const MAX_BASE_LENGTH = 40;

/** Words that name a page or call under /profile/ (GET /api/profile/viewers): never a member's username. */
const RESERVED_USERNAMES = new Set(["viewers", "experience", "education", "privacy", "avatar", "me"]);

/** "Zoë O'Brien" → "zoe-obrien": lowercase ASCII letters, digits and single hyphens. */
export function usernameBase(firstName: string, lastName: string): string {
  const slug = `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/g, "");
  return slug || "member";
}

/** The base itself when free, otherwise the base with the lowest free numeric suffix (-2, -3 ...). */
export async function generateUniqueUsername(
  db: DbExecutor,
  firstName: string,
  lastName: string,
): Promise<string> {
  const base = usernameBase(firstName, lastName);
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(like(users.username, `${escaped}%`));
  const takenSet = new Set([...taken.map((row) => row.username), ...RESERVED_USERNAMES]);
  if (!takenSet.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!takenSet.has(candidate)) return candidate;
  }
}
