/** What other features use of matching: the "Not interested" menu of a suggestion card. */
export { NotInterestedMenu } from "./components/not-interested-menu";
