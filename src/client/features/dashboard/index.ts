/** What other features use of the dashboard: the names of its tabs (their panels link to one another). */
export type { DashboardTab } from "./dashboard-tabs";
