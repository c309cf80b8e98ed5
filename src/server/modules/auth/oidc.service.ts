import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { PROFILE_LIMITS } from "../../../shared/contracts/profiles";
import {
  type SingleSignOnStatus,
  SSO_LINK_INVALID,
  SSO_LINK_PAGE,
  SSO_LINK_TTL_MS,
  SSO_NOT_LINKED,
  SSO_UNLINK_LAST_WAY,
  SSO_UNLINK_SSO_ONLY,
  type SsoOutcome,
} from "../../../shared/contracts/single-sign-on";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { memberIdentities, pendingIdentityLinks, type UserRow, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { hashToken } from "../../http/sessions";
import { appLink, type MailOutbox, sendMail } from "../../mail/send-mail";
import { getPlatformSettings } from "../settings/settings.service";
import { roleFor } from "./email-verification";
import { recordSignInAttack, signInMethodChanged } from "./sign-in-changes";
import { countSignInWays, isPasswordUsable } from "./sign-in-ways";
import { readSignInPolicy } from "./two-factor-policy";
import { generateUniqueUsername } from "./username";

/**
 * The password hash of a member made by single sign-on: not an argon2 hash, so no password matches
 * it; the member gets a password only through "Forgot password?" (a reset link to their address).
 */
export const NO_PASSWORD = "!sso";
/** True when the member has a password they can sign in with (an argon2 hash, not a placeholder). */

/** What the provider said about the person, from the verified ID token (and userinfo). */
export type ProviderClaims = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
};

export type SsoResult = { kind: "signed-in"; user: UserRow } | { kind: "outcome"; outcome: SsoOutcome };
const outcome = (code: SsoOutcome): SsoResult => ({ kind: "outcome", outcome: code });

const findMemberByEmail = (db: DbExecutor, email: string) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);

/** GET /api/auth/oidc */
export async function readSsoStatus(
  db: Database,
  config: Config,
  user: SessionUser | null,
): Promise<SingleSignOnStatus> {
  const policy = await readSignInPolicy(db);
  const base = {
    configured: config.oidc !== undefined,
    name: config.oidc?.name ?? null,
    ssoOnly: config.oidc !== undefined && policy.ssoOnly,
  };
  if (!user) return { ...base, link: null, hasPassword: null };
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      email: memberIdentities.email,
      linkedAt: memberIdentities.createdAt,
    })
    .from(users)
    .leftJoin(
      memberIdentities,
      and(eq(memberIdentities.userId, users.id), eq(memberIdentities.issuer, config.oidc?.issuer ?? "")),
    )
    .where(eq(users.id, user.id))
    .limit(1);
  return {
    ...base,
    link: row?.linkedAt ? { email: row.email, linkedAt: row.linkedAt.toISOString() } : null,
    hasPassword: row ? isPasswordUsable(row.passwordHash) : false,
  };
}

/**
 * A sign-in through the provider (no member signed in): the linked member, or a new member made
 * from the claims when the provider verified an address nobody uses. An address a member already
 * has is never linked on that match alone: a single-use link goes to that address instead.
 */
export async function signInThroughProvider(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  claims: ProviderClaims,
): Promise<SsoResult> {
  const [linked] = await db
    .select({ user: users })
    .from(memberIdentities)
    .innerJoin(users, eq(users.id, memberIdentities.userId))
    .where(and(eq(memberIdentities.issuer, claims.issuer), eq(memberIdentities.subject, claims.subject)))
    .limit(1);
  if (linked) {
    if (!linked.user.isActive) return outcome("deactivated");
    const role = roleFor(linked.user, config);
    const [updated] = await db
      .update(users)
      .set({ role, lastActiveAt: new Date() })
      .where(eq(users.id, linked.user.id))
      .returning();
    await db
      .update(memberIdentities)
      .set({ lastSignInAt: new Date() })
      .where(and(eq(memberIdentities.issuer, claims.issuer), eq(memberIdentities.subject, claims.subject)));
    return { kind: "signed-in", user: updated ?? linked.user };
  }

  if (!claims.email) return outcome("no-email");
  const member = await findMemberByEmail(db, claims.email);
  if (member) {
    if (!claims.emailVerified) {
      // Someone at the provider claims a member's address without having proved it: an attack or a mistake.
      await recordSignInAttack(db, {
        userId: member.id,
        action: "member.sso_unverified_email",
        details: { issuer: claims.issuer, subject: claims.subject },
      });
      return outcome("unverified-email");
    }
    if (!member.isActive) return outcome("deactivated");
    await sendLinkConfirmation(db, config, outbox, member, claims);
    return outcome("link-sent");
  }
  if (!claims.emailVerified) return outcome("unverified-email");
  if (!(await getPlatformSettings(db)).registrationOpen) return outcome("registration-closed");
  const user = await createMemberFromClaims(db, config, outbox, claims);
  return user ? { kind: "signed-in", user } : outcome("link-sent");
}

/** The claims' names, else the e-mail's local part, within the profile's limits. */
function namesOf(claims: ProviderClaims & { email: string }) {
  const clip = (value: string | undefined) => value?.trim().slice(0, PROFILE_LIMITS.name) || undefined;
  const [first, ...rest] = (clip(claims.name) ?? "").split(/\s+/).filter(Boolean);
  const firstName = clip(claims.givenName) ?? first ?? clip(claims.email.split("@")[0]) ?? "Member";
  const lastName = clip(claims.familyName) ?? (clip(rest.join(" ")) || "-");
  return { firstName, lastName };
}

/**
 * A new member with the provider's verified address (counted as verified: the operator chose the
 * provider), no usable password, and the identity linked. Undefined when the address was taken
 * meanwhile (the race is then handled as an existing member: a link is e-mailed).
 */
async function createMemberFromClaims(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  claims: ProviderClaims,
) {
  const email = (claims.email as string).toLowerCase();
  const { firstName, lastName } = namesOf({ ...claims, email });
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = await generateUniqueUsername(db, firstName, lastName);
    try {
      return await db.transaction(async (tx) => {
        const now = new Date();
        const [user] = await tx
          .insert(users)
          .values({
            email,
            firstName,
            lastName,
            username,
            passwordHash: NO_PASSWORD,
            emailVerifiedAt: now,
            role: roleFor({ email, role: "user", emailVerifiedAt: now }, config),
            lastActiveAt: now,
          })
          .returning();
        if (!user) throw new Error("insert returned no row");
        await tx.insert(memberIdentities).values({
          issuer: claims.issuer,
          subject: claims.subject,
          userId: user.id,
          email,
          lastSignInAt: now,
        });
        await recordSignInAttack(tx, {
          userId: user.id,
          action: "member.sso_registered",
          details: { issuer: claims.issuer, subject: claims.subject },
        });
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error, "users_email_lower_key")) {
        const member = await findMemberByEmail(db, email);
        if (member) await sendLinkConfirmation(db, config, outbox, member, claims);
        return undefined;
      }
      if (!isUniqueViolation(error, "users_username_key")) throw error;
    }
  }
  throw conflict("Could not choose a username. Please try again.");
}

/** E-mails the member a single-use, one-hour link that links the provider identity when opened. */
async function sendLinkConfirmation(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  member: Pick<UserRow, "id" | "email" | "firstName">,
  claims: ProviderClaims,
) {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(pendingIdentityLinks).where(lt(pendingIdentityLinks.expiresAt, new Date()));
    await tx.insert(pendingIdentityLinks).values({
      tokenHash: hashToken(token),
      userId: member.id,
      issuer: claims.issuer,
      subject: claims.subject,
      email: (claims.email ?? "").toLowerCase(),
      expiresAt: new Date(Date.now() + SSO_LINK_TTL_MS),
    });
    await sendMail(outbox, tx, {
      to: member.email,
      subject: "Link your single sign-on account to Netwise",
      text: [
        `Hello ${member.firstName},`,
        "",
        `Someone signed in with ${config.oidc?.name ?? "single sign-on"} using this e-mail address, which belongs to your Netwise account.`,
        "If it was you, open this link within one hour to link the two; you can then sign in either way:",
        "",
        appLink(config, `${SSO_LINK_PAGE}?token=${token}`),
        "",
        "If it was not you, ignore this e-mail: nothing changes unless the link is opened.",
      ].join("\n"),
    });
  });
}

/** Links the identity to a member (Settings → link, or an e-mailed link); a sign-in change. */
async function linkIdentity(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: Pick<UserRow, "id" | "email" | "firstName">,
  identity: { issuer: string; subject: string; email: string | null },
  keepHash: string | null,
): Promise<SsoOutcome | null> {
  const [taken] = await db
    .select({ userId: memberIdentities.userId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.issuer, identity.issuer), eq(memberIdentities.subject, identity.subject)))
    .limit(1);
  if (taken) return taken.userId === user.id ? "already-linked" : "identity-taken";
  try {
    await db.insert(memberIdentities).values({ ...identity, userId: user.id });
  } catch (error) {
    if (isUniqueViolation(error, "member_identities_user_issuer_key")) return "already-linked";
    if (isUniqueViolation(error, "member_identities_issuer_subject_pk")) return "identity-taken";
    throw error;
  }
  await signInMethodChanged(db, config, outbox, {
    user,
    change: "sso_linked",
    keepHash,
    details: { issuer: identity.issuer, subject: identity.subject },
  });
  return null;
}

/** The callback of a link started in Settings: the same member must still be signed in. */
export async function linkFromSettings(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser | null,
  startedBy: number | null,
  claims: ProviderClaims,
  keepHash: string | null,
): Promise<SsoOutcome> {
  if (!user || user.id !== startedBy) return "not-signed-in";
  const refused = await linkIdentity(
    db,
    config,
    outbox,
    user,
    { issuer: claims.issuer, subject: claims.subject, email: claims.email?.toLowerCase() ?? null },
    keepHash,
  );
  if (refused === "identity-taken")
    await recordSignInAttack(db, {
      userId: user.id,
      action: "member.sso_identity_taken",
      details: { issuer: claims.issuer, subject: claims.subject },
    });
  return refused ?? "linked";
}

/** POST /api/auth/oidc/link/confirm: the e-mailed link works once, within its hour. */
export async function confirmEmailedLink(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  token: string,
  session: { user: SessionUser | null; tokenHash: string | null },
) {
  const [pending] = await db
    .delete(pendingIdentityLinks)
    .where(
      and(
        eq(pendingIdentityLinks.tokenHash, hashToken(token)),
        gt(pendingIdentityLinks.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!pending) throw badRequest(SSO_LINK_INVALID);
  const [member] = await db.select().from(users).where(eq(users.id, pending.userId)).limit(1);
  if (!member?.isActive || member.email.toLowerCase() !== pending.email) throw badRequest(SSO_LINK_INVALID);
  const keepHash = session.user?.id === member.id ? session.tokenHash : null;
  const refused = await linkIdentity(
    db,
    config,
    outbox,
    member,
    { issuer: pending.issuer, subject: pending.subject, email: pending.email },
    keepHash,
  );
  if (refused === "identity-taken")
    throw conflict("This provider account is already linked to another member.");
  if (refused === "already-linked")
    throw conflict("Your account is already linked to a provider account. Unlink it first in Settings.");
  // A first verified proof of the address: the link arrived there.
  if (!member.emailVerifiedAt)
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date(), role: roleFor({ ...member, emailVerifiedAt: new Date() }, config) })
      .where(eq(users.id, member.id));
}

/** DELETE /api/auth/oidc/link: refused when it would leave the member no way to sign in. */
export async function unlinkIdentity(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
  keepHash: string | null,
) {
  const issuer = config.oidc?.issuer;
  const [row] = await db
    .select({ passwordHash: users.passwordHash, subject: memberIdentities.subject })
    .from(users)
    .leftJoin(
      memberIdentities,
      and(eq(memberIdentities.userId, users.id), eq(memberIdentities.issuer, issuer ?? "")),
    )
    .where(eq(users.id, user.id))
    .limit(1);
  if (!issuer || !row?.subject) throw notFound(SSO_NOT_LINKED);
  if ((await readSignInPolicy(db)).ssoOnly && user.role !== "admin") throw conflict(SSO_UNLINK_SSO_ONLY);
  if ((await countSignInWays(db, user.id)) < 2) throw conflict(SSO_UNLINK_LAST_WAY);
  await db
    .delete(memberIdentities)
    .where(and(eq(memberIdentities.userId, user.id), eq(memberIdentities.issuer, issuer)));
  await signInMethodChanged(db, config, outbox, {
    user,
    change: "sso_unlinked",
    keepHash,
    details: { issuer, subject: row.subject },
  });
}
