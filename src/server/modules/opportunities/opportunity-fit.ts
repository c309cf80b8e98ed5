/**
 * Which open opportunities fit a member, and how well (issue 3 item 7, issue 29 point 5).
 *
 * An opportunity FITS when someone else posted it, it can be done where the member is (remotely, or
 * its location is the member's), and what it asks for is close in meaning to what the member offers
 * (opportunity-meaning.ts: the matching engine's word vectors, from OPPORTUNITY_FIT up). Fitting
 * opportunities come first, closest first; the others follow, newest first.
 *
 * Only the OPPORTUNITY_FIT_WINDOW newest open opportunities are read, by a range of the
 * (is_active, posted_at, id) index, with the few columns the fit reads; the order is made here.
 */
import { and, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { OPPORTUNITY_FIT_WINDOW } from "../../../shared/contracts/opportunities";
import type { DbExecutor } from "../../db/client";
import { cursorTimestamp } from "../../db/keyset-cursor";
import { opportunities, type UserRow } from "../../db/schema";
import { type PhraseModels, phraseSimilarity } from "../matching/embeddings/phrase-vectors";
import { buildMatchProfile, prepareProfile } from "../matching/rules/matching-profile";
import { builtInWordMeaning } from "../matching/word-meaning";
import {
  fitScore,
  fitTexts,
  type MemberOffers,
  OPPORTUNITY_FIT,
  type OpportunityNeed,
  opportunityReason,
} from "./opportunity-meaning";

export type FitMember = Pick<UserRow, "id" | "jobTitle" | "skills" | "servicesOffered" | "location">;

/** Active and not expired at this moment. */
export const isOpenNow = () =>
  and(
    eq(opportunities.isActive, true),
    or(isNull(opportunities.expiresAt), gt(opportunities.expiresAt, sql`now()`)),
  ) as SQL;

/** One opportunity of the window, as the fit reads it. */
type WindowRow = OpportunityNeed & {
  id: number;
  location: string | null;
  remoteOption: boolean;
  postedBy: number | null;
  cursorAt: string;
};

/** The newest open opportunities, newest first: one range of the (is_active, posted_at, id) index. */
function openWindow(db: DbExecutor): Promise<WindowRow[]> {
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      skillsNeeded: opportunities.skillsNeeded,
      location: opportunities.location,
      remoteOption: opportunities.remoteOption,
      postedBy: opportunities.postedBy,
      cursorAt: cursorTimestamp(opportunities.postedAt),
    })
    .from(opportunities)
    .where(isOpenNow())
    .orderBy(desc(opportunities.postedAt), desc(opportunities.id))
    .limit(OPPORTUNITY_FIT_WINDOW);
}

/** An opportunity's place in the member's list: `rank` (higher first; 0 for one that does not fit), then newest first. */
export type RankedOpportunity = OpportunityNeed & {
  id: number;
  rank: number;
  cursorAt: string;
  fits: boolean;
};

/** What the member offers, as the fit reads it (services, skills, job title). */
export function memberOffers(member: FitMember): MemberOffers {
  const profile = buildMatchProfile({
    jobTitle: member.jobTitle,
    skills: member.skills,
    servicesOffered: member.servicesOffered,
  });
  const prepared = prepareProfile(profile);
  return { offers: prepared.offers, whole: prepared.wholeOffer ?? "" };
}

const placeKey = (location: string | null | undefined) => location?.trim().toLowerCase() || null;

/** A fitting opportunity's rank: 1 + its score in thousandths (a whole number, as the cursor keeps it). */
const rankOf = (score: number) => 1 + Math.round(Math.max(0, score) * 1000);

/** The window in the member's order: fitting first, closest first; then the rest; newest first within a rank. */
export async function rankedWindow(
  db: DbExecutor,
  models: PhraseModels,
  member: FitMember,
): Promise<{ ranked: RankedOpportunity[]; offers: MemberOffers }> {
  const offers = memberOffers(member);
  const rows = await openWindow(db);
  const { similarity } =
    offers.offers.length > 0
      ? await phraseSimilarity(models, fitTexts(rows, offers), { builtInOnly: true })
      : { similarity: () => null };
  const place = placeKey(member.location);
  const ranked = rows.map((row) => {
    const canBeDoneThere = row.remoteOption || (place !== null && placeKey(row.location) === place);
    const score = fitScore(row, offers, similarity);
    const fits = row.postedBy !== member.id && canBeDoneThere && score >= OPPORTUNITY_FIT;
    return {
      id: row.id,
      title: row.title,
      skillsNeeded: row.skillsNeeded,
      cursorAt: row.cursorAt,
      rank: fits ? rankOf(score) : 0,
      fits,
    };
  });
  return { ranked: ranked.sort(inListOrder), offers };
}

/** rank desc, then the timestamp text (fixed width, UTC) desc, then id desc. */
export function inListOrder(
  a: Pick<RankedOpportunity, "rank" | "cursorAt" | "id">,
  b: Pick<RankedOpportunity, "rank" | "cursorAt" | "id">,
): number {
  if (a.rank !== b.rank) return b.rank - a.rank;
  if (a.cursorAt !== b.cursorAt) return a.cursorAt < b.cursorAt ? 1 : -1;
  return b.id - a.id;
}

/** Why a fitting opportunity is shown (the engine's reason gate), or null. */
export function reasonFor(opportunity: RankedOpportunity, offers: MemberOffers): string | null {
  return opportunity.fits ? opportunityReason(opportunity, offers.offers, builtInWordMeaning) : null;
}
