/** What other features use of connections: the Connect button and the dashboard's Connections tab. */

export { ConnectMemberButton } from "./components/connect-member-button";
export { ConnectionsTab } from "./components/connections-tab";
