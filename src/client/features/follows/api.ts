import { FOLLOWERS_PAGE_DEFAULT, followEndpoints } from "@shared/contracts/follows";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const followQueryKeys = {
  followers: ["/api/members/me/followers"] as const,
  topic: (tag: string) => ["/api/topics", tag.toLowerCase(), "follow"] as const,
};

/** PUT or DELETE /api/members/{id}/follow; the member's profile and the feed are fetched again. */
export function useFollowMember(memberId: number) {
  return useMutation({
    mutationFn: (follow: boolean) =>
      call(follow ? followEndpoints.followMember : followEndpoints.unfollowMember, {
        params: { id: memberId },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/profile"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/feed", "list"] }),
      ]);
    },
  });
}

/** GET /api/topics/{tag}/follow: whether the reader follows the topic, and its post count. */
export function useTopicFollow(tag: string, enabled = true) {
  return useQuery({
    queryKey: followQueryKeys.topic(tag),
    queryFn: ({ signal }) => call(followEndpoints.readTopicFollow, { params: { tag } }, { signal }),
    enabled,
  });
}

/** PUT or DELETE /api/topics/{tag}/follow. */
export function useFollowTopic(tag: string) {
  return useMutation({
    mutationFn: (follow: boolean) =>
      call(follow ? followEndpoints.followTopic : followEndpoints.unfollowTopic, { params: { tag } }),
    onSuccess: async (state) => {
      queryClient.setQueryData(followQueryKeys.topic(tag), state);
      await queryClient.invalidateQueries({ queryKey: ["/api/feed", "list"] });
    },
  });
}

/** GET /api/topics: topics used most in the newest posts (those the reader follows left out). */
export function usePopularTopics() {
  return useQuery({
    queryKey: ["/api/topics", "popular"] as const,
    queryFn: ({ signal }) => call(followEndpoints.listPopularTopics, {}, { signal }),
  });
}

/** Who follows the signed-in member, a page at a time (My Network). */
export function useFollowers() {
  return useList(
    followEndpoints.listFollowers,
    { limit: FOLLOWERS_PAGE_DEFAULT },
    { queryKey: followQueryKeys.followers },
  );
}
