/** What other features use of follows: the follow buttons and the feed's starter card. */
export { BuildYourFeedCard } from "./components/build-your-feed-card";
export { FollowMemberButton } from "./components/follow-member-button";
export { FollowTopicButton } from "./components/follow-topic-button";
