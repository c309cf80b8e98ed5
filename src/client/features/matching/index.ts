/** What other features use of matching: the "Not interested" menu of a suggestion card, the dashboard's AI card. */

export { AiRecommendationsCard } from "./components/ai-recommendations-card";
export { NotInterestedMenu } from "./components/not-interested-menu";
