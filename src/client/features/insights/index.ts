/** What other features use of insights: the dashboard's sidebar. */
export { NetworkInsightsSidebar } from "./components/network-insights-sidebar";
