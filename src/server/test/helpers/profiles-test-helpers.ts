import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import { signedInMember, type TestContext } from "../test-app";

/** A new member, signed in through the API, with their own client. */
export const signedIn = signedInMember;

export async function reloadUser(ctx: TestContext, id: number): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} is gone`);
  return row;
}

/** The row without its bookkeeping timestamps, to prove nothing else changed. */
export const comparable = ({ updatedAt: _updated, lastActiveAt: _active, ...rest }: UserRow) => rest;
