import { type FeedPost, feedEndpoints } from "@shared/contracts/feed";
import type { LinkPreview } from "@shared/contracts/link-previews";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { call } from "@/lib/endpoint-client";
import { updateFeedPost } from "./api";

/** How often a just-written post asks for its preview, and for how long at most (the server gives up after 10 s). */
const POLL_MS = 1500;
const GIVE_UP_MS = 20_000;

/**
 * The preview of a post: while the server is still fetching the page (status pending), asks
 * GET /api/feed/{id}/link-preview every 1.5 s, and writes the answer into the loaded feed pages.
 */
export function useLinkPreview(post: Pick<FeedPost, "id" | "linkPreview">): LinkPreview {
  const isPending = post.linkPreview?.status === "pending";
  const startedAt = useRef(Date.now());
  const { data } = useQuery({
    queryKey: ["/api/feed", post.id, "link-preview"],
    enabled: isPending,
    queryFn: ({ signal }) => call(feedEndpoints.readPostLinkPreview, { params: { id: post.id } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && Date.now() - startedAt.current < GIVE_UP_MS ? POLL_MS : false,
    staleTime: 0,
  });
  const settled = isPending && data !== undefined && data?.status !== "pending";
  useEffect(() => {
    if (settled) updateFeedPost(post.id, (shown) => ({ ...shown, linkPreview: data ?? null }));
  }, [settled, data, post.id]);
  return settled ? (data ?? null) : post.linkPreview;
}
