import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  idParam,
  idParams,
  isoDateTime,
  pageLimit,
  requiredText,
  safeText,
} from "./common";

/** Page size of the feed, a member's bookmarks and a post's comments: 20 unless asked, at most 50. */
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_SIZE_MAX = 50;
export const POST_CONTENT_MAX_LENGTH = 3000;
export const COMMENT_CONTENT_MAX_LENGTH = 1000;
export const REPORT_REASON_MAX_LENGTH = 500;

/** Types a member can pick (document 1 section 4); general is the default. */
export const POST_TYPES = ["general", "opportunity", "achievement", "insight"] as const;
export type PostType = (typeof POST_TYPES)[number];
/** Every type the feed displays; a post of any other type is displayed as connection. */
export const DISPLAYED_POST_TYPES = [...POST_TYPES, "connection"] as const;
export type DisplayedPostType = (typeof DISPLAYED_POST_TYPES)[number];

export const feedPageQuerySchema = z.strictObject({
  limit: pageLimit(FEED_PAGE_SIZE, FEED_PAGE_SIZE_MAX),
  cursor: cursorParam,
});
export type FeedPageQuery = z.output<typeof feedPageQuerySchema>;

export const postIdParamsSchema = idParams("Post id");

export const commentParamsSchema = postIdParamsSchema.extend({ commentId: idParam("Comment id") });

export const createPostRequestSchema = z.strictObject({
  content: requiredText("Post content", POST_CONTENT_MAX_LENGTH),
  type: z.enum(POST_TYPES, { error: `Type must be one of: ${POST_TYPES.join(", ")}` }).default("general"),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

export const createCommentRequestSchema = z.strictObject({
  content: requiredText("Comment", COMMENT_CONTENT_MAX_LENGTH),
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

export const reportPostRequestSchema = z
  .strictObject({ reason: safeText(REPORT_REASON_MAX_LENGTH).trim().optional() })
  .nullish();

/** Shares need no body (Fastify passes null); an empty object is accepted for clients that always send one. */
export const emptyBodySchema = z.strictObject({}).nullish();

/** The author block of document 1 section 3's feed post. */
export const feedAuthorSchema = z.object({
  /** The member's id: their initials avatar has the same colour everywhere. */
  id: z.number().int(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  avatar: z.string().nullable(),
  username: z.string(),
});

/** Document 1 section 3's feed post, plus the reader's own like and bookmark when signed in. */
export const feedPostSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  type: z.string(),
  createdAt: isoDateTime,
  relativeTime: z.string(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  author: feedAuthorSchema,
  likedByMe: z.boolean().optional(),
  bookmarkedByMe: z.boolean().optional(),
  /** Only on the author's own posts waiting for an admin to publish them (Post Moderation). */
  pendingReview: z.literal(true).optional(),
});
export type FeedPost = z.input<typeof feedPostSchema>;
export const feedPostListSchema = cursorPage("posts", feedPostSchema);

export const likeStateSchema = z.object({
  id: z.number().int(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
});
export type LikeState = z.input<typeof likeStateSchema>;
export const bookmarkStateSchema = z.object({ id: z.number().int(), bookmarkedByMe: z.boolean() });
export type BookmarkState = z.input<typeof bookmarkStateSchema>;
export const shareStateSchema = z.object({ id: z.number().int(), shares: z.number().int() });
export type ShareState = z.input<typeof shareStateSchema>;
export const reportResponseSchema = z.object({ message: z.string() });
export const deletedResponseSchema = z.object({ message: z.string() });

export const feedCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  content: z.string(),
  createdAt: isoDateTime,
  relativeTime: z.string(),
  author: feedAuthorSchema,
});
export type FeedComment = z.input<typeof feedCommentSchema>;
export const feedCommentListSchema = cursorPage("comments", feedCommentSchema);
