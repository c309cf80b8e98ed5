export type OpportunityDetailsInput = {
  company?: string | null;
  location?: string | null;
  remoteOption?: boolean | null;
  budget?: string | null;
};

/**
 * The short line under an opportunity's title: company • location (or Remote, or both) • budget,
 * leaving out whatever is missing.
 */
export function opportunityDetails({ company, location, remoteOption, budget }: OpportunityDetailsInput) {
  const place = location?.trim();
  const where = remoteOption
    ? place && place.toLowerCase() !== "remote"
      ? `${place} or Remote`
      : "Remote"
    : place;
  return [company?.trim(), where, budget?.trim()].filter((part): part is string => Boolean(part)).join(" • ");
}
