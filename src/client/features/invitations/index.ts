/** What other features use of invitations: the "Invite people" card of My Network. */
export { InvitePeopleSection } from "./components/invite-people-section";
