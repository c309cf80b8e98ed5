import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { emailSchema } from "../../../shared/contracts/auth";
import { recordAdminAction } from "../../db/audit-log";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword } from "../auth/password";
import { generateUniqueUsername } from "../auth/username";

export type CreateAdminResult =
  | { outcome: "created"; userId: number; email: string; password: string }
  | { outcome: "promoted" | "unchanged"; userId: number; email: string };

/** A name for the new account from its address: "jane.doe@x" → "Jane Doe". */
function namesFrom(email: string) {
  const words = (email.split("@")[0] ?? "")
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { firstName: words[0] ?? "Admin", lastName: words.slice(1).join(" ") || "Administrator" };
}

/**
 * `npm run create-admin -- <email>`: the first admin of a new install. An existing account becomes an
 * active admin with a verified address; otherwise a new admin account is made with a random password
 * (shown once, to be changed after signing in). The operator running this on the server vouches for
 * the address, which is why it counts as verified. Recorded in the audit log.
 */
export async function createAdmin(db: Database, rawEmail: string): Promise<CreateAdminResult> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new Error(`"${rawEmail}" is not a valid e-mail address.`);
  const email = parsed.data.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (existing) {
      if (existing.deletedAt) throw new Error(`The account of ${email} was deleted; use another address.`);
      const alreadyAdmin = existing.role === "admin" && existing.isActive && existing.emailVerifiedAt;
      if (alreadyAdmin) return { outcome: "unchanged", userId: existing.id, email: existing.email };
      await tx
        .update(users)
        .set({ role: "admin", isActive: true, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
        .where(eq(users.id, existing.id));
      await recordAdminAction(tx, {
        adminId: existing.id,
        action: "user.promote",
        targetType: "user",
        targetId: existing.id,
        details: { email: existing.email, previousRole: existing.role, via: "npm run create-admin" },
      });
      return { outcome: "promoted", userId: existing.id, email: existing.email };
    }
    const password = randomBytes(18).toString("base64url");
    const names = namesFrom(email);
    const [created] = await tx
      .insert(users)
      .values({
        email,
        ...names,
        username: await generateUniqueUsername(tx, names.firstName, names.lastName),
        passwordHash: await hashPassword(password),
        role: "admin",
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!created) throw new Error("Creating the account returned no row.");
    await recordAdminAction(tx, {
      adminId: created.id,
      action: "user.create",
      targetType: "user",
      targetId: created.id,
      details: { email, role: "admin", via: "npm run create-admin" },
    });
    return { outcome: "created", userId: created.id, email, password };
  });
}

/** What the command prints for each outcome. */
export function describeCreateAdmin(result: CreateAdminResult): string {
  switch (result.outcome) {
    case "created":
      return [
        `Created the admin account ${result.email} (e-mail marked verified).`,
        `Its password is: ${result.password}`,
        "Sign in with it and change it under Settings right away; it is shown only this once.",
      ].join("\n");
    case "promoted":
      return `${result.email} is now an admin (account active, e-mail marked verified). Sign in with its usual password.`;
    case "unchanged":
      return `${result.email} is already an admin with a verified e-mail address; nothing changed.`;
  }
}
