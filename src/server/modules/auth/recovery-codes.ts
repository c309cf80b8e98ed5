import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { RECOVERY_CODE_COUNT } from "../../../shared/contracts/two-factor";
import type { DbExecutor } from "../../db/client";
import { memberRecoveryCodes } from "../../db/schema";
import { hashPassword, verifyPassword } from "./password";

/** 32 letters and digits without look-alikes (no i, l, o, u): 10 of them carry 50 random bits. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * A code carries 50 random bits, well under the 112 bits that would make a fast hash enough, so each is
 * stored like a password: argon2id with its own salt (OWASP ASVS 5.0 V6.5). Checking one means trying
 * the member's unused codes (at most 10), after the password step and within the 5-per-15-minutes limit.
 */
const hashCode = (normalized: string) => hashPassword(`recovery:${normalized}`);

/** A code as the member reads it: `abcde-fghjk`. The contract strips the dash and case on input. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the member's recovery codes with a new set and returns it (only hashes are stored). */
export async function replaceRecoveryCodes(db: DbExecutor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  const hashes = await Promise.all(codes.map((code) => hashCode(code.replace("-", ""))));
  await db.insert(memberRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

/** Uses up one recovery code (normalized: lowercase, no dash); false when unknown or already used. */
export async function consumeRecoveryCode(db: DbExecutor, userId: number, normalized: string) {
  const unused = await db
    .select({ id: memberRecoveryCodes.id, codeHash: memberRecoveryCodes.codeHash })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.userId, userId), isNull(memberRecoveryCodes.usedAt)));
  for (const code of unused) {
    if (!(await verifyPassword(code.codeHash, `recovery:${normalized}`))) continue;
    // Marked used only if still unused: two requests with one code cannot both pass.
    const used = await db
      .update(memberRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(memberRecoveryCodes.id, code.id), isNull(memberRecoveryCodes.usedAt)))
      .returning({ id: memberRecoveryCodes.id });
    return used.length > 0;
  }
  return false;
}

export async function recoveryCodesLeft(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.userId, userId), isNull(memberRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(db: DbExecutor, userId: number) {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
}
