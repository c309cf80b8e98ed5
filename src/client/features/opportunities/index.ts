/** What other features use of opportunities: the dashboard's tab and the details dialog. */
export { OpportunitiesTab } from "./components/opportunities-tab";
export { OpportunityDetailsDialog } from "./components/opportunity-details-dialog";
