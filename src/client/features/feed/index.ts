/** What other features use of the feed: a post as the feed shows it (search, admin). */
export { PostCard } from "./components/post-card";
export { PostImageGrid } from "./components/post-image-grid";
/** Where one post is found (the feed, scrolled to it): for links to a post from elsewhere. */
export { postUrl } from "./share-post";
