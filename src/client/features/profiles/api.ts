import type { CurrentUser } from "@shared/contracts/auth";
import type { ProfileUpdateRequest, PublicProfile } from "@shared/contracts/profiles";
import { useMutation, useQuery } from "@tanstack/react-query";
import { refreshSuggestions } from "@/features/matching/api";
import { apiRequest, throwIfResNotOk } from "@/lib/api-request";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";

export const profileQueryKeys = {
  all: ["/api/profile"] as const,
  byUsername: (username: string) => ["/api/profile", username] as const,
};

/** A public profile, or null when no active member has that username (404). */
async function fetchPublicProfile(username: string, signal: AbortSignal): Promise<PublicProfile | null> {
  const res = await fetch(`/api/profile/${encodeURIComponent(username)}`, { credentials: "include", signal });
  if (res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as PublicProfile;
}

export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: profileQueryKeys.byUsername(username),
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
    enabled: username.length > 0,
  });
}

/** PUT /api/profile; on success the current user and the member's public profile are refreshed. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (changes: ProfileUpdateRequest) => {
      const res = await apiRequest("PUT", "/api/profile", changes);
      return (await res.json()) as CurrentUser;
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.byUsername(user.username) }),
        // What one offers and looks for decides one's suggestions: every list shows the new ones.
        refreshSuggestions(),
      ]);
    },
  });
}
