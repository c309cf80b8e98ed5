/** What the layout uses of settings: the platform announcement under the top bar. */
export { PlatformAnnouncement } from "./components/platform-announcement";
