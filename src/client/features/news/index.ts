/** What other features use of news: the feed's latest-news card. */
export { LatestNewsCard } from "./components/latest-news-card";
