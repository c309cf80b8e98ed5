/** What other features use of referrals: the Refer button and the dashboard's AI Referrals tab. */
export { AiReferralsSlot } from "./components/ai-referrals-slot";
export { ReferMemberButton } from "./components/refer-member-button";
