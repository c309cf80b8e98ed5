import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { memberIdentities, memberPasskeys, users } from "../../db/schema";

/** A password hash a password can match (a member made by single sign-on has a placeholder until they set one). */
export const isPasswordUsable = (passwordHash: string) => passwordHash.startsWith("$argon2");

/**
 * How many ways the member has to sign in: a usable password, each passkey and each single sign-on
 * identity. Removing a passkey or unlinking a provider is refused when it is the only one.
 */
export async function countSignInWays(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      passkeys: db.$count(memberPasskeys, eq(memberPasskeys.userId, userId)),
      identities: db.$count(memberIdentities, eq(memberIdentities.userId, userId)),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return 0;
  return (isPasswordUsable(row.passwordHash) ? 1 : 0) + Number(row.passkeys) + Number(row.identities);
}

/** The data export's account of how the member signs in: their passkeys and provider links (never keys or secrets). */
export async function exportSignInMethods(db: DbExecutor, userId: number) {
  const passkeys = await db
    .select({
      name: memberPasskeys.name,
      createdAt: memberPasskeys.createdAt,
      lastUsedAt: memberPasskeys.lastUsedAt,
    })
    .from(memberPasskeys)
    .where(eq(memberPasskeys.userId, userId))
    .orderBy(memberPasskeys.id);
  const singleSignOn = await db
    .select({
      issuer: memberIdentities.issuer,
      email: memberIdentities.email,
      linkedAt: memberIdentities.createdAt,
      lastSignInAt: memberIdentities.lastSignInAt,
    })
    .from(memberIdentities)
    .where(eq(memberIdentities.userId, userId))
    .orderBy(memberIdentities.createdAt);
  return { passkeys, singleSignOn };
}
