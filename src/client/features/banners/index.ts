/** What other features use of banners: the banner a page shows, and its view for the admin preview. */
export { AdBanner, BannerView } from "./components/ad-banner";
