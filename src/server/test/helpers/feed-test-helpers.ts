import { signedInMember } from "../test-app";
import { summaryKeysWith } from "./member-summary-keys";

export const POST_KEYS = [
  "author",
  "comments",
  "content",
  "createdAt",
  "editedAt",
  "id",
  "images",
  "likes",
  "linkPreview",
  "mentions",
  "relativeTime",
  "shares",
  "type",
];
export const READER_POST_KEYS = [...POST_KEYS, "bookmarkedByMe", "likedByMe"].sort();
/** The member summary and the spec's joined `name`. */
export const AUTHOR_KEYS = summaryKeysWith("name");
export const MENTION_KEYS = ["name", "userId", "username"];
export const COMMENT_KEYS = ["author", "content", "createdAt", "editedAt", "id", "postId", "relativeTime"];
export const keysOf = (value: object) => Object.keys(value).sort();

/** A new member, signed in through the API, with their own client. */
export const signedIn = signedInMember;

export const HOUR_MS = 60 * 60 * 1000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
