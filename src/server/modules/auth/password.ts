import fs from "node:fs";
import argon2 from "argon2";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** OWASP's argon2id setting: 19 MiB of memory, 2 iterations, 1 degree of parallelism. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when `password` is the member's current one; the hash is read here (the session never holds it). */
export async function isCurrentPassword(db: Database, userId: number, password: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? verifyPassword(row.passwordHash, password) : false;
}

// Process-wide caches: the common-password list and the timing hash are the same for every app.
let commonPasswords: Set<string> | undefined;

/** True for one of the 5,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("netwise-timing-equaliser");
  return dummyHash;
}
