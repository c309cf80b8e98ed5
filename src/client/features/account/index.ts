/** What other features use of account: blocking a member from their profile. */
export { BlockMemberDialog, UnblockMemberButton } from "./components/block-member-dialog";
