import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type CreateOpportunityParsed,
  OPPORTUNITY_LIFETIME_DAYS,
} from "../../../shared/contracts/opportunities";
import { opportunityDetails } from "../../../shared/rules/opportunity-details";
import type { Database } from "../../db/client";
import { decodeCursor, splitPage } from "../../db/keyset-cursor";
import {
  messages,
  type OpportunityRow,
  opportunities,
  opportunityApplications,
  savedOpportunities,
  users,
} from "../../db/schema";
import { conflict, forbidden, notFound } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { inListOrder, rankedWindow, reasonFor } from "./opportunity-fit";

export const OPPORTUNITY_NOT_FOUND = "Opportunity not found.";
export const OWN_OPPORTUNITY = "You cannot apply to your own opportunity.";
export const ALREADY_APPLIED = "You have already applied to this opportunity.";
export const NO_LONGER_OPEN = "This opportunity is no longer open.";

type Poster = { id: number; firstName: string; lastName: string; username: string } | null;
type OpportunityFields = Pick<
  OpportunityRow,
  | "id"
  | "title"
  | "description"
  | "type"
  | "category"
  | "company"
  | "location"
  | "remoteOption"
  | "budget"
  | "timeline"
  | "skillsNeeded"
  | "postedAt"
>;

type Fit = { matchesProfile: boolean; matchReason: string | null };
/** One's own opportunity never fits (opportunity-fit.ts). */
const NO_FIT: Fit = { matchesProfile: false, matchReason: null };

function toOpportunity(
  row: OpportunityFields,
  poster: Poster,
  isSaved: boolean,
  hasApplied: boolean,
  fit: Fit = NO_FIT,
) {
  return {
    ...row,
    details: opportunityDetails(row),
    postedBy: poster
      ? { id: poster.id, name: `${poster.firstName} ${poster.lastName}`, username: poster.username }
      : null,
    isSaved,
    hasApplied,
    ...fit,
  };
}
export type OpportunityView = ReturnType<typeof toOpportunity>;

/**
 * Open opportunities in the member's order (opportunity-fit.ts): the window is ranked here, the page
 * after the cursor is read with its poster and marks in one query by primary key; no N+1.
 */
export async function listOpportunities(
  db: Database,
  models: PhraseModels,
  member: SessionUser,
  query: { limit: number; cursor?: string | undefined },
): Promise<{ opportunities: OpportunityView[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, "rank") : null;
  const { ranked, offers } = await rankedWindow(db, models, member);
  const rest = after
    ? ranked.filter((item) => inListOrder(item, { rank: after.rank, cursorAt: after.at, id: after.id }) > 0)
    : ranked;
  const { page, nextCursor } = splitPage(rest.slice(0, query.limit + 1), query.limit, (item) => ({
    kind: "rank",
    rank: item.rank,
    at: item.cursorAt,
    id: item.id,
  }));
  if (page.length === 0) return { opportunities: [], nextCursor };
  const rows = await db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      description: opportunities.description,
      type: opportunities.type,
      category: opportunities.category,
      company: opportunities.company,
      location: opportunities.location,
      remoteOption: opportunities.remoteOption,
      budget: opportunities.budget,
      timeline: opportunities.timeline,
      skillsNeeded: opportunities.skillsNeeded,
      postedAt: opportunities.postedAt,
      posterId: users.id,
      posterFirstName: users.firstName,
      posterLastName: users.lastName,
      posterUsername: users.username,
      isSaved: sql<boolean>`${savedOpportunities.userId} is not null`,
      hasApplied: sql<boolean>`${opportunityApplications.id} is not null`,
    })
    .from(opportunities)
    .leftJoin(users, eq(users.id, opportunities.postedBy))
    .leftJoin(
      savedOpportunities,
      and(eq(savedOpportunities.opportunityId, opportunities.id), eq(savedOpportunities.userId, member.id)),
    )
    .leftJoin(
      opportunityApplications,
      and(
        eq(opportunityApplications.opportunityId, opportunities.id),
        eq(opportunityApplications.userId, member.id),
      ),
    )
    .where(
      inArray(
        opportunities.id,
        page.map((item) => item.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const list = page.flatMap((item) => {
    const row = byId.get(item.id);
    if (!row) return [];
    const { posterId, posterFirstName, posterLastName, posterUsername, isSaved, hasApplied, ...fields } = row;
    const poster =
      posterId !== null && posterFirstName !== null && posterLastName !== null && posterUsername !== null
        ? { id: posterId, firstName: posterFirstName, lastName: posterLastName, username: posterUsername }
        : null;
    const fit = { matchesProfile: item.fits, matchReason: reasonFor(item, offers) };
    return [toOpportunity(fields, poster, Boolean(isSaved), Boolean(hasApplied), fit)];
  });
  return { opportunities: list, nextCursor };
}

export async function createOpportunity(
  db: Database,
  member: SessionUser,
  input: CreateOpportunityParsed,
): Promise<OpportunityView> {
  const now = new Date();
  const [row] = await db
    .insert(opportunities)
    .values({
      ...input,
      company: input.company ?? member.company,
      contactPerson: `${member.firstName} ${member.lastName}`,
      contactEmail: member.email,
      postedBy: member.id,
      postedAt: now,
      expiresAt: new Date(now.getTime() + OPPORTUNITY_LIFETIME_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toOpportunity(row, member, false, false);
}

async function findOpportunity(db: Database, id: number) {
  const [row] = await db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      postedBy: opportunities.postedBy,
      isOpen: sql<boolean>`${opportunities.isActive} and (${opportunities.expiresAt} is null or ${opportunities.expiresAt} > now())`,
    })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .limit(1);
  if (!row) throw notFound(OPPORTUNITY_NOT_FOUND);
  return row;
}

/** PUT and DELETE /api/opportunities/{id}/save: idempotent; the answer is the resulting mark. */
export async function setSaved(db: Database, memberId: number, opportunityId: number, isSaved: boolean) {
  await findOpportunity(db, opportunityId);
  if (isSaved) {
    await db.insert(savedOpportunities).values({ userId: memberId, opportunityId }).onConflictDoNothing();
  } else {
    await db
      .delete(savedOpportunities)
      .where(
        and(eq(savedOpportunities.userId, memberId), eq(savedOpportunities.opportunityId, opportunityId)),
      );
  }
  return { id: opportunityId, isSaved };
}

export function applicationMessage(title: string, note: string | null | undefined): string {
  const body = note ?? "I would like to apply and would be glad to talk about it.";
  return `Application for "${title}": ${body}`;
}

/**
 * Records the member's application once and sends the poster a message of type opportunity with
 * the note. An opportunity without a poster still records the application (messageId null).
 */
export async function applyToOpportunity(
  db: Database,
  member: SessionUser,
  opportunityId: number,
  note: string | null | undefined,
) {
  const opportunity = await findOpportunity(db, opportunityId);
  if (opportunity.postedBy === member.id) throw forbidden(OWN_OPPORTUNITY);
  if (!opportunity.isOpen) throw conflict(NO_LONGER_OPEN);

  return db.transaction(async (tx) => {
    const [application] = await tx
      .insert(opportunityApplications)
      .values({ opportunityId, userId: member.id, note: note ?? null })
      .onConflictDoNothing()
      .returning();
    if (!application) throw conflict(ALREADY_APPLIED);

    let messageId: number | null = null;
    if (opportunity.postedBy !== null) {
      const [message] = await tx
        .insert(messages)
        .values({
          senderId: member.id,
          recipientId: opportunity.postedBy,
          content: applicationMessage(opportunity.title, note),
          type: "opportunity",
          opportunityId,
        })
        .returning({ id: messages.id });
      messageId = message?.id ?? null;
      await tx
        .update(opportunityApplications)
        .set({ messageId })
        .where(eq(opportunityApplications.id, application.id));
    }
    return {
      opportunityId,
      hasApplied: true as const,
      messageId,
      appliedAt: application.createdAt,
    };
  });
}
