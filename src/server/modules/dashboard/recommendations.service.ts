import {
  DASHBOARD_RECOMMENDATIONS_LIMIT,
  type DashboardRecommendation,
  REASON_SEPARATOR,
} from "../../../shared/contracts/dashboard";
import { memberFullName } from "../../../shared/contracts/members";
import type { Database } from "../../db/client";
import { toMemberSummary } from "../../db/member-summary";
import type { PhraseModels } from "../../modules/matching/embeddings/phrase-vectors";
import { findMatches, type MatchedMember, type MatchViewer } from "../matching/matching.service";

/** "Web Designer at Pixel", "Web Designer", "Works at Pixel", or null. */
export function memberTitle(member: Pick<MatchedMember, "jobTitle" | "company">): string | null {
  const job = member.jobTitle?.trim();
  const company = member.company?.trim();
  if (job && company) return `${job} at ${company}`;
  if (job) return job;
  if (company) return `Works at ${company}`;
  return null;
}

/** GET /api/dashboard/recommendations: the best matches, each shown once more (they sink if ignored). */
export async function dashboardRecommendations(
  db: Database,
  phraseModels: PhraseModels,
  viewer: MatchViewer,
): Promise<DashboardRecommendation[]> {
  const matches = await findMatches(db, phraseModels, viewer, {
    limit: DASHBOARD_RECOMMENDATIONS_LIMIT,
    recordImpressions: true,
  });
  return matches.map(({ member, score, reasons }) => ({
    ...toMemberSummary(member),
    name: memberFullName(member),
    title: memberTitle(member),
    matchPercentage: score,
    reason: reasons.join(REASON_SEPARATOR),
  }));
}
