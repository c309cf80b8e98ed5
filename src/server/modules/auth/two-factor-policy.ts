import { eq } from "drizzle-orm";
import type { RequireTwoFactor, SignInPolicy } from "../../../shared/contracts/two-factor";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { signInPolicy } from "../../db/schema";

const POLICY_ROW_ID = 1;

export async function readSignInPolicy(db: Pick<DbExecutor, "select">): Promise<SignInPolicy> {
  const [row] = await db
    .select({ requireTwoFactor: signInPolicy.requireTwoFactor, ssoOnly: signInPolicy.ssoOnly })
    .from(signInPolicy)
    .where(eq(signInPolicy.id, POLICY_ROW_ID))
    .limit(1);
  return {
    requireTwoFactor: (row?.requireTwoFactor as RequireTwoFactor | undefined) ?? "off",
    ssoOnly: row?.ssoOnly ?? false,
  };
}

/** The policy is read at most this often per process (an admin's change applies at once in its own process). */
const POLICY_CACHE_MS = 10_000;
type CachedPolicy = { at: number; policy: Promise<SignInPolicy> };
/** Per database (tests run several apps in one process). */
const cache = new WeakMap<Database, CachedPolicy>();

/** The policy for the per-request gate: one read per process every 10 seconds at most. */
export function cachedSignInPolicy(db: Database) {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at <= POLICY_CACHE_MS) return cached.policy;
  const policy = readSignInPolicy(db);
  cache.set(db, { at: Date.now(), policy });
  policy.catch(() => cache.delete(db));
  return policy;
}

/** True when the policy asks this member for a second factor (staff: admins and moderators). */
export function policyCovers(policy: RequireTwoFactor, role: string) {
  if (policy === "everyone") return true;
  return policy === "staff" && (role === "admin" || role === "moderator");
}

export async function twoFactorRequiredFor(db: Database, user: { role: string }) {
  return policyCovers((await readSignInPolicy(db)).requireTwoFactor, user.role);
}

/** PUT /api/admin/sign-in-policy: the settings named in `change`, saved and audited together. */
export async function updateSignInPolicy(
  db: Database,
  adminId: number,
  change: { requireTwoFactor?: RequireTwoFactor | undefined; ssoOnly?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const before = await readSignInPolicy(tx);
    const after: SignInPolicy = {
      requireTwoFactor: change.requireTwoFactor ?? before.requireTwoFactor,
      ssoOnly: change.ssoOnly ?? before.ssoOnly,
    };
    await tx
      .insert(signInPolicy)
      .values({ id: POLICY_ROW_ID, ...after, updatedById: adminId })
      .onConflictDoUpdate({
        target: signInPolicy.id,
        set: { ...after, updatedById: adminId, updatedAt: new Date() },
      });
    const details: Record<string, unknown> = {};
    if (change.requireTwoFactor !== undefined)
      details.requireTwoFactor = { from: before.requireTwoFactor, to: after.requireTwoFactor };
    if (change.ssoOnly !== undefined) details.ssoOnly = { from: before.ssoOnly, to: after.ssoOnly };
    await recordAdminAction(tx, {
      adminId,
      action: "sign_in_policy.update",
      targetType: "sign_in_policy",
      targetId: POLICY_ROW_ID,
      details,
    });
    cache.delete(db);
    return after;
  });
}

/** "Sign in only through single sign-on" is on (and a provider is configured, else it cannot apply). */
export async function isSsoOnly(db: Database, config: { oidc?: unknown }) {
  return config.oidc !== undefined && (await readSignInPolicy(db)).ssoOnly;
}
