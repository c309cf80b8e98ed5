import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  idParams,
  isoDateTime,
  pageLimit,
  requiredText,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { topicTagParamsSchema } from "./follows";
import { linkPreviewSchema } from "./link-previews";
import { memberSummarySchema } from "./members";

/** Page size of the feed, a member's bookmarks and a post's comments: 20 unless asked, at most 50. */
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_SIZE_MAX = 50;
export const POST_CONTENT_MAX_LENGTH = 3000;
export const COMMENT_CONTENT_MAX_LENGTH = 1000;
export const REPORT_REASON_MAX_LENGTH = 500;
/** Pictures a post may carry, and the longest alt text one may have. */
export const POST_IMAGES_MAX = 4;
export const IMAGE_ALT_MAX_LENGTH = 1000;
/** Pictures uploaded and not yet posted a member may keep at once (a composer needs at most 4). */
export const PENDING_POST_IMAGES_MAX = 12;
/** Pictures in posts are stored at most this wide (and four times as high). */
export const POST_IMAGE_MAX_WIDTH = 2048;

/** Types a member can pick (docs/product.md, States); general is the default. */
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

/**
 * GET /api/feed (issue 32): `scope` network (a member's default: their own posts, their connections',
 * the members and topics they follow, posts their connections commented on) or everyone (every
 * visible post; what a visitor always gets); `sort` recent (newest first) or top (network only).
 */
export const FEED_SCOPES = ["network", "everyone"] as const;
export const FEED_SORTS = ["recent", "top"] as const;
export const feedListQuerySchema = feedPageQuerySchema.extend({
  scope: z.enum(FEED_SCOPES, { error: `Scope must be one of: ${FEED_SCOPES.join(", ")}` }).optional(),
  sort: z.enum(FEED_SORTS, { error: `Sort must be one of: ${FEED_SORTS.join(", ")}` }).default("recent"),
});
export type FeedListQuery = z.output<typeof feedListQuerySchema>;

export const postIdParamsSchema = idParams("Post id");

export const commentParamsSchema = postIdParamsSchema.extend({ commentId: idParam("Comment id") });

/** A picture the post takes: one of the author's uploads waiting for a post, with its alt text. */
export const postImageAttachmentSchema = z.strictObject({
  id: idParam("Image id", "body"),
  alt: requiredText(
    "Alt text (a short description of the picture for people who cannot see it)",
    IMAGE_ALT_MAX_LENGTH,
  ),
});

export const createPostRequestSchema = z.strictObject({
  content: requiredText("Post content", POST_CONTENT_MAX_LENGTH),
  type: z.enum(POST_TYPES, { error: `Type must be one of: ${POST_TYPES.join(", ")}` }).default("general"),
  images: z
    .array(postImageAttachmentSchema, { error: "Images must be a list of { id, alt }" })
    // Refinements, not .max(): they run only on a list (zod would also measure a string's length).
    .refine((images) => images.length <= POST_IMAGES_MAX, {
      message: `A post can have at most ${POST_IMAGES_MAX} images`,
    })
    .refine((images) => new Set(images.map((image) => image.id)).size === images.length, {
      message: "Each image can be added only once",
    })
    .default([]),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** PATCH /api/feed/{id}: the author's new text, validated as a new post's (issue 32, 7). */
export const editPostRequestSchema = z.strictObject({
  content: requiredText("Post content", POST_CONTENT_MAX_LENGTH),
});
export type EditPostRequest = z.input<typeof editPostRequestSchema>;

/** POST /api/feed/{id}/repost: the reposter's own words above the original, or none for a plain repost. */
export const repostRequestSchema = z
  .strictObject({
    content: safeText(POST_CONTENT_MAX_LENGTH).trim().optional(),
  })
  .nullish();
export type RepostRequest = z.input<typeof repostRequestSchema>;

/**
 * GET /api/feed/{id}/history and GET /api/feed/{id}/comments/{commentId}/history: a post's or a
 * comment's earlier versions, newest first (empty when never edited).
 */
export const postVersionSchema = z.object({ content: z.string(), editedAt: isoDateTime });
export type PostVersion = z.input<typeof postVersionSchema>;
export const postHistorySchema = z.object({ versions: z.array(postVersionSchema) });

export const createCommentRequestSchema = z.strictObject({
  content: requiredText("Comment", COMMENT_CONTENT_MAX_LENGTH),
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;
/** PATCH /api/feed/{id}/comments/{commentId}: the author's new text, validated as a new comment's. */
export const editCommentRequestSchema = createCommentRequestSchema;

export const reportPostRequestSchema = z
  .strictObject({ reason: safeText(REPORT_REASON_MAX_LENGTH).trim().optional() })
  .nullish();

/** Shares need no body (Fastify passes null); an empty object is accepted for clients that always send one. */
export const emptyBodySchema = z.strictObject({}).nullish();

/** The author block of a feed post (docs/product.md, Data): the spec's `name` on the member summary. */
export const feedAuthorSchema = memberSummarySchema.extend({ name: z.string() });

/** A picture as a post shows it, in the author's order; width and height reserve its space. */
export const postImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type PostImage = z.input<typeof postImageSchema>;

/**
 * A member a post mentions (`@username` in its text), stored when the post was made and still an
 * active member the reader may see. Only these are links; any other `@name` is plain text.
 */
export const postMentionSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
});
export type PostMention = z.input<typeof postMentionSchema>;

/** POST /api/feed/images: an upload waiting for a post (its id goes in the post's `images`). */
export const uploadedPostImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedPostImage = z.input<typeof uploadedPostImageSchema>;

/**
 * The post a repost shows embedded under the reposter's words: its id, author, text and date; null
 * once it is deleted or no longer visible to the reader.
 */
export const repostedPostSchema = z.object({
  id: z.number().int(),
  author: feedAuthorSchema,
  content: z.string(),
  createdAt: isoDateTime,
});
export type RepostedPost = z.input<typeof repostedPostSchema>;

/** A feed post (docs/product.md, Data), plus the reader's own like and bookmark when signed in. */
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
  /** Up to four pictures, in order (empty when the post has none). */
  images: z.array(postImageSchema),
  /** The preview of the post's first link (modules/link-previews), or null. */
  linkPreview: linkPreviewSchema,
  /** The members its `@username`s name, in no particular order (empty when none). */
  mentions: z.array(postMentionSchema),
  /** When its author last edited it; null when never edited (GET /api/feed/{id}/history has the earlier versions). */
  editedAt: isoDateTime.nullable(),
  // The optional fields come last: the fast response serializer writes required ones first (decision 0017).
  likedByMe: z.boolean().optional(),
  bookmarkedByMe: z.boolean().optional(),
  /** Only on the author's own posts waiting for an admin to publish them (Post Moderation). */
  pendingReview: z.literal(true).optional(),
  /** With pendingReview: a watched word holds it until a moderator approves it (issue 27, 5). */
  heldForReview: z.literal(true).optional(),
  /** A repost (issue 32, 7): the original it shares (null when it is gone); absent on an ordinary post. */
  repostOf: repostedPostSchema.nullable().optional(),
  /** Network feed only: the connection whose comment brought this post in ("Sofia commented on this"). */
  commentedBy: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).optional(),
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
  /** When its author last edited it; null when never edited (its history has the earlier versions). */
  editedAt: isoDateTime.nullable(),
  /** Only in the answer to its author: a watched word holds it until a moderator approves it. */
  heldForReview: z.literal(true).optional(),
});
export type FeedComment = z.input<typeof feedCommentSchema>;
export const feedCommentListSchema = cursorPage("comments", feedCommentSchema);

/** POST /api/feed/images (multipart, field `file`) and DELETE /api/feed/images/{id}. */
export const postImageIdParamsSchema = idParams("Image id");

const feedTags = ["feed"] as const;
const postErrors = errorResponses(400, 401, 403, 404);

/** The Professional Feed: /api/feed (posts, engagement, comments, pictures) and /api/topics/{tag}. */
export const feedEndpoints = {
  listFeed: defineEndpoint({
    method: "GET",
    path: "/api/feed",
    operationId: "listFeed",
    summary:
      "The feed, newest first: a member's network (or everyone's posts when asked, ranked with sort=top); a visitor gets everyone's",
    tags: feedTags,
    access: "public",
    query: feedListQuerySchema,
    status: 200,
    response: feedPostListSchema,
    errors: errorResponses(400),
    list: "posts",
  }),
  createPost: defineEndpoint({
    method: "POST",
    path: "/api/feed",
    operationId: "createPost",
    summary: "Write a post, with up to four of the member's uploaded pictures",
    tags: feedTags,
    access: "member",
    body: createPostRequestSchema,
    status: 201,
    response: feedPostSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  readPostLinkPreview: defineEndpoint({
    method: "GET",
    path: "/api/feed/:id/link-preview",
    operationId: "readPostLinkPreview",
    summary: "The preview of a post's first link (pending while the page is fetched; null when none)",
    tags: feedTags,
    access: "public",
    params: postIdParamsSchema,
    status: 200,
    response: linkPreviewSchema,
    errors: postErrors,
  }),
  editPost: defineEndpoint({
    method: "PATCH",
    path: "/api/feed/:id",
    operationId: "editPost",
    summary: "Edit one of the member's own posts (the earlier text is kept in its history)",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    body: editPostRequestSchema,
    status: 200,
    response: feedPostSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  readPostHistory: defineEndpoint({
    method: "GET",
    path: "/api/feed/:id/history",
    operationId: "readPostHistory",
    summary: "The earlier versions of an edited post, newest first",
    tags: feedTags,
    access: "public",
    params: postIdParamsSchema,
    status: 200,
    response: postHistorySchema,
    errors: errorResponses(400, 404),
  }),
  repostPost: defineEndpoint({
    method: "POST",
    path: "/api/feed/:id/repost",
    operationId: "repostPost",
    summary: "Repost a post to the member's network, plain or with their own words above it",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    body: repostRequestSchema,
    status: 201,
    response: feedPostSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  listBookmarkedPosts: defineEndpoint({
    method: "GET",
    path: "/api/feed/bookmarks",
    operationId: "listBookmarkedPosts",
    summary: "The posts the signed-in member saved, most recently saved first",
    tags: feedTags,
    access: "member",
    query: feedPageQuerySchema,
    status: 200,
    response: feedPostListSchema,
    errors: postErrors,
    list: "posts",
  }),
  deletePost: defineEndpoint({
    method: "DELETE",
    path: "/api/feed/:id",
    operationId: "deletePost",
    summary: "Delete one of the member's own posts",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    status: 200,
    response: deletedResponseSchema,
    errors: postErrors,
  }),
  likePost: defineEndpoint({
    method: "PUT",
    path: "/api/feed/:id/like",
    operationId: "likePost",
    summary: "Like a post (liking it again changes nothing)",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    status: 200,
    response: likeStateSchema,
    errors: postErrors,
  }),
  unlikePost: defineEndpoint({
    method: "DELETE",
    path: "/api/feed/:id/like",
    operationId: "unlikePost",
    summary: "Take back a like",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    status: 200,
    response: likeStateSchema,
    errors: postErrors,
  }),
  bookmarkPost: defineEndpoint({
    method: "PUT",
    path: "/api/feed/:id/bookmark",
    operationId: "bookmarkPost",
    summary: "Save a post to the member's saved posts",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    status: 200,
    response: bookmarkStateSchema,
    errors: postErrors,
  }),
  unbookmarkPost: defineEndpoint({
    method: "DELETE",
    path: "/api/feed/:id/bookmark",
    operationId: "unbookmarkPost",
    summary: "Take a post out of the member's saved posts",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    status: 200,
    response: bookmarkStateSchema,
    errors: postErrors,
  }),
  sharePost: defineEndpoint({
    method: "POST",
    path: "/api/feed/:id/share",
    operationId: "sharePost",
    summary: "Count a share of a post (once per client a day)",
    tags: feedTags,
    access: "public",
    params: postIdParamsSchema,
    body: emptyBodySchema,
    status: 200,
    response: shareStateSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  reportPost: defineEndpoint({
    method: "POST",
    path: "/api/feed/:id/report",
    operationId: "reportPost",
    summary: "Report a post to the moderators, with an optional reason",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    body: reportPostRequestSchema,
    status: 201,
    response: reportResponseSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  listComments: defineEndpoint({
    method: "GET",
    path: "/api/feed/:id/comments",
    operationId: "listComments",
    summary: "A visible post's comments, oldest first",
    tags: feedTags,
    access: "public",
    params: postIdParamsSchema,
    query: feedPageQuerySchema,
    status: 200,
    response: feedCommentListSchema,
    errors: errorResponses(400, 404),
    list: "comments",
  }),
  addComment: defineEndpoint({
    method: "POST",
    path: "/api/feed/:id/comments",
    operationId: "addComment",
    summary: "Comment on a post",
    tags: feedTags,
    access: "member",
    params: postIdParamsSchema,
    body: createCommentRequestSchema,
    status: 201,
    response: feedCommentSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  deleteComment: defineEndpoint({
    method: "DELETE",
    path: "/api/feed/:id/comments/:commentId",
    operationId: "deleteComment",
    summary: "Delete one of the member's own comments",
    tags: feedTags,
    access: "member",
    params: commentParamsSchema,
    status: 200,
    response: deletedResponseSchema,
    errors: postErrors,
  }),
  editComment: defineEndpoint({
    method: "PATCH",
    path: "/api/feed/:id/comments/:commentId",
    operationId: "editComment",
    summary: "Edit one of the member's own comments (the earlier text is kept in its history)",
    tags: feedTags,
    access: "member",
    params: commentParamsSchema,
    body: editCommentRequestSchema,
    status: 200,
    response: feedCommentSchema,
    errors: errorResponses(400, 401, 403, 404, 429),
  }),
  readCommentHistory: defineEndpoint({
    method: "GET",
    path: "/api/feed/:id/comments/:commentId/history",
    operationId: "readCommentHistory",
    summary: "The earlier versions of an edited comment, newest first",
    tags: feedTags,
    access: "public",
    params: commentParamsSchema,
    status: 200,
    response: postHistorySchema,
    errors: errorResponses(400, 404),
  }),
  uploadPostImage: defineEndpoint({
    method: "POST",
    path: "/api/feed/images",
    operationId: "uploadPostImage",
    summary: "Upload a picture (JPEG, PNG or WebP) for the member's next post",
    tags: feedTags,
    access: "member",
    upload: { field: "file" },
    status: 201,
    response: uploadedPostImageSchema,
    errors: errorResponses(400, 401, 403, 409, 413, 415, 429),
  }),
  deletePostImage: defineEndpoint({
    method: "DELETE",
    path: "/api/feed/images/:id",
    operationId: "deletePostImage",
    summary: "Take an uploaded picture out of the composer before it is posted",
    tags: feedTags,
    access: "member",
    params: postImageIdParamsSchema,
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 401, 404),
  }),
  listTopicFeed: defineEndpoint({
    method: "GET",
    path: "/api/topics/:tag",
    operationId: "listTopicFeed",
    summary: "The posts tagged with one #topic, newest first",
    tags: feedTags,
    access: "public",
    params: topicTagParamsSchema,
    query: feedPageQuerySchema,
    status: 200,
    response: feedPostListSchema,
    errors: errorResponses(400),
    list: "posts",
  }),
};
