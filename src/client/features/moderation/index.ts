/** What other features use of moderation: the Report dialog and menu, and the member's decisions. */
export type { ReportTarget } from "./api";
export { REPORT_TARGET_NOUNS, ReportDialog } from "./components/report-dialog";
export { ReportMenuItem, ReportMoreMenu } from "./components/report-more-menu";
