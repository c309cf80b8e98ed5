import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { RECOVERY_CODE_COUNT } from "../../../shared/contracts/two-factor";
import type { DbExecutor } from "../../db/client";
import { memberRecoveryCodes } from "../../db/schema";

/** 32 letters and digits without look-alikes (no i, l, o, u): 10 of them carry 50 random bits. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

const hashCode = (normalized: string) => createHash("sha256").update(`recovery:${normalized}`).digest("hex");

/** A code as the member reads it: `abcde-fghjk`. The contract strips the dash and case on input. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the member's recovery codes with a new set and returns it (only hashes are stored). */
export async function replaceRecoveryCodes(db: DbExecutor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  await db
    .insert(memberRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code.replace("-", "")) })));
  return codes;
}

/** Uses up one recovery code (normalized: lowercase, no dash); false when unknown or already used. */
export async function consumeRecoveryCode(db: DbExecutor, userId: number, normalized: string) {
  const used = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(memberRecoveryCodes.userId, userId),
        eq(memberRecoveryCodes.codeHash, hashCode(normalized)),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: memberRecoveryCodes.id });
  return used.length > 0;
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
