import type { EndpointInput } from "@shared/contracts/endpoint";
import { type CreatePostRequest, FEED_PAGE_SIZE, type FeedPost, feedEndpoints } from "@shared/contracts/feed";
import { linkEndpoints } from "@shared/contracts/links";
import { type InfiniteData, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { CursorPage } from "@/lib/api-request";
import { call, upload, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const feedQueryKeys = {
  all: ["/api/feed"] as const,
  /** Every post list (all views) without a view; one view's pages with it. */
  list: (view?: FeedView) =>
    view ? (["/api/feed", "list", view] as const) : (["/api/feed", "list"] as const),
  bookmarks: () => ["/api/feed", "bookmarks"] as const,
  comments: (postId: number) => ["/api/feed", postId, "comments"] as const,
  /** A post's earlier versions, or (under its comments) one comment's. */
  history: ({ postId, commentId }: EditedThing) =>
    commentId === undefined
      ? (["/api/feed", postId, "history"] as const)
      : (["/api/feed", postId, "comments", commentId, "history"] as const),
  /** Every topic's pages without a tag; one topic's with it. */
  topic: (tag?: string) =>
    tag ? (["/api/feed", "topic", tag.toLowerCase()] as const) : (["/api/feed", "topic"] as const),
  shortLink: (url: string) => ["/api/shorten", url] as const,
};

export type { CursorPage } from "@/lib/api-request";

/** network: the member's network, newest first; top: the same ranked; everyone: every post; saved: bookmarks. */
export type FeedView = "network" | "top" | "everyone" | "saved";

const VIEW_QUERY = {
  network: { limit: FEED_PAGE_SIZE, scope: "network" },
  top: { limit: FEED_PAGE_SIZE, scope: "network", sort: "top" },
  everyone: { limit: FEED_PAGE_SIZE, scope: "everyone" },
} as const satisfies Record<
  Exclude<FeedView, "saved">,
  EndpointInput<typeof feedEndpoints.listFeed>["query"]
>;

/** GET /api/feed (a member's network, ranked or not, or everyone's) or GET /api/feed/bookmarks, page by page. */
export function useFeed(view: FeedView = "everyone", enabled = true) {
  const isSaved = view === "saved";
  return useList(
    isSaved ? feedEndpoints.listBookmarkedPosts : feedEndpoints.listFeed,
    isSaved ? { limit: FEED_PAGE_SIZE } : VIEW_QUERY[view],
    { queryKey: isSaved ? feedQueryKeys.bookmarks() : feedQueryKeys.list(view), enabled },
  );
}

/**
 * Posts carry the reader's own likes and bookmarks: when someone signs in on the page (or the
 * session changes), the loaded lists are fetched again for the new reader.
 */
export function useRefetchFeedForReader(readerId: number | null, isLoading: boolean) {
  const shownFor = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    if (shownFor.current !== undefined && shownFor.current !== readerId) {
      void queryClient.invalidateQueries({ queryKey: feedQueryKeys.all });
    }
    shownFor.current = readerId;
  }, [readerId, isLoading]);
}

type FeedData = InfiniteData<CursorPage<FeedPost>, string | null>;

/** Rewrites the loaded pages of both post lists (the feed and the saved posts). */
function updatePostLists(change: (items: FeedPost[]) => FeedPost[]) {
  for (const queryKey of [feedQueryKeys.list(), feedQueryKeys.bookmarks()]) {
    queryClient.setQueriesData<FeedData>({ queryKey }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
    );
  }
}

/** Applies a change to one post wherever the loaded pages hold it. */
export function updateFeedPost(postId: number, change: (post: FeedPost) => FeedPost) {
  updatePostLists((items) => items.map((post) => (post.id === postId ? change(post) : post)));
}

function removeFeedPost(postId: number) {
  updatePostLists((items) => items.filter((post) => post.id !== postId));
}

/** POST /api/feed; on success the feed is fetched again (docs/product.md, Calls). */
export function useCreatePost() {
  return useMutation({
    mutationFn: (input: CreatePostRequest) => call(feedEndpoints.createPost, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedQueryKeys.list() }),
  });
}

/** POST /api/feed/images (multipart, field `file`): a picture waiting for the member's next post. */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: (file: File) =>
      upload(feedEndpoints.uploadPostImage, file, { fileName: file.name || "picture" }),
  });
}

/** DELETE /api/feed/images/{id}: takes an uploaded picture out of the composer. */
export function useRemovePostImage() {
  return useMutation({
    mutationFn: (imageId: number) => call(feedEndpoints.deletePostImage, { params: { id: imageId } }),
  });
}

export function useToggleLike() {
  return useMutation({
    mutationFn: ({ postId, like }: { postId: number; like: boolean }) =>
      call(like ? feedEndpoints.likePost : feedEndpoints.unlikePost, { params: { id: postId } }),
    onSuccess: (state) =>
      updateFeedPost(state.id, (post) => ({ ...post, likes: state.likes, likedByMe: state.likedByMe })),
  });
}

export function useToggleBookmark() {
  return useMutation({
    mutationFn: ({ postId, bookmark }: { postId: number; bookmark: boolean }) =>
      call(bookmark ? feedEndpoints.bookmarkPost : feedEndpoints.unbookmarkPost, { params: { id: postId } }),
    onSuccess: async (state) => {
      updateFeedPost(state.id, (post) => ({ ...post, bookmarkedByMe: state.bookmarkedByMe }));
      // The saved list gains or loses the post: fetched again the next time it is shown.
      await queryClient.invalidateQueries({ queryKey: feedQueryKeys.bookmarks(), refetchType: "none" });
    },
  });
}

/**
 * POST /api/feed/{id}/repost: a repost, plain or with the member's words; the original's share count
 * goes up where it is shown and the lists are fetched again to show the new post.
 */
export function useRepost() {
  return useMutation({
    mutationFn: ({ postId, content }: { postId: number; content?: string }) =>
      call(feedEndpoints.repostPost, { params: { id: postId }, body: content ? { content } : {} }),
    onSuccess: async (repost) => {
      const originalId = repost.repostOf?.id;
      if (originalId !== undefined)
        updateFeedPost(originalId, (post) => ({ ...post, shares: post.shares + 1 }));
      await queryClient.invalidateQueries({ queryKey: feedQueryKeys.list() });
    },
  });
}

/** Counts a share that happened (a post sent to a connection). */
export function useCountShare() {
  return useMutation({
    mutationFn: (postId: number) => call(feedEndpoints.sharePost, { params: { id: postId }, body: {} }),
    onSuccess: (state) => updateFeedPost(state.id, (post) => ({ ...post, shares: state.shares })),
  });
}

/** A post, or one of its comments: what can be edited and has a history. */
export type EditedThing = { postId: number; commentId?: number };

/** PATCH /api/feed/{id}: the author's new text; the post is replaced where the lists hold it. */
export function useEditPost() {
  return useMutation({
    mutationFn: ({ postId, content }: { postId: number; content: string }) =>
      call(feedEndpoints.editPost, { params: { id: postId }, body: { content } }),
    onSuccess: async (edited) => {
      updateFeedPost(edited.id, (post) => ({ ...post, ...edited }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedQueryKeys.history({ postId: edited.id }) }),
        // Its topics may have changed: topic pages are fetched again.
        queryClient.invalidateQueries({ queryKey: feedQueryKeys.topic() }),
      ]);
    },
  });
}

/**
 * GET /api/feed/{id}/history or GET /api/feed/{id}/comments/{commentId}/history: the earlier
 * versions of an edited post or comment, fetched when its dialog opens.
 */
export function useEditHistory(target: EditedThing, enabled: boolean) {
  const { postId, commentId } = target;
  return useQuery({
    queryKey: feedQueryKeys.history(target),
    queryFn: async () =>
      (commentId === undefined
        ? await call(feedEndpoints.readPostHistory, { params: { id: postId } })
        : await call(feedEndpoints.readCommentHistory, { params: { id: postId, commentId } })
      ).versions,
    enabled,
  });
}

export function useDeletePost() {
  return useMutation({
    mutationFn: (postId: number) => call(feedEndpoints.deletePost, { params: { id: postId } }),
    onSuccess: (_res, postId) => removeFeedPost(postId),
  });
}

/** GET /api/feed/{id}/comments, oldest first, page by page; fetched only when the box is open. */
export function useComments(postId: number, isEnabled: boolean) {
  return useList(
    feedEndpoints.listComments,
    { limit: FEED_PAGE_SIZE },
    { queryKey: feedQueryKeys.comments(postId), params: { id: postId }, enabled: isEnabled },
  );
}

export function useAddComment(postId: number) {
  return useMutation({
    mutationFn: (content: string) =>
      call(feedEndpoints.addComment, { params: { id: postId }, body: { content } }),
    onSuccess: async (comment) => {
      // A held comment is not counted (nor listed) until a moderator approves it.
      if (!comment.heldForReview)
        updateFeedPost(postId, (post) => ({ ...post, comments: post.comments + 1 }));
      await queryClient.invalidateQueries({ queryKey: feedQueryKeys.comments(postId) });
    },
  });
}

/**
 * PATCH /api/feed/{id}/comments/{commentId}: the author's new text; the comments are fetched again
 * (with its history), and a comment held for review leaves the post's count until approved.
 */
export function useEditComment(postId: number) {
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) =>
      call(feedEndpoints.editComment, { params: { id: postId, commentId }, body: { content } }),
    onSuccess: async (comment) => {
      if (comment.heldForReview)
        updateFeedPost(postId, (post) => ({ ...post, comments: Math.max(post.comments - 1, 0) }));
      await queryClient.invalidateQueries({ queryKey: feedQueryKeys.comments(postId) });
    },
  });
}

export function useDeleteComment(postId: number) {
  return useMutation({
    mutationFn: (commentId: number) =>
      call(feedEndpoints.deleteComment, { params: { id: postId, commentId } }),
    onSuccess: async () => {
      updateFeedPost(postId, (post) => ({ ...post, comments: Math.max(post.comments - 1, 0) }));
      await queryClient.invalidateQueries({ queryKey: feedQueryKeys.comments(postId) });
    },
  });
}

/**
 * The short link of a URL in a post, fetched once per URL and only for a signed-in member (visitors
 * get 401); on any failure the caller shows the original.
 */
export function useShortLink(url: string, enabled: boolean) {
  return useQuery({
    queryKey: feedQueryKeys.shortLink(url),
    enabled,
    queryFn: async () => (await call(linkEndpoints.shortenUrl, { body: { url } })).shortUrl,
  });
}
