import { type ProfileUpdateRequest, profileEndpoints } from "@shared/contracts/profiles";
import { useMutation, useQuery } from "@tanstack/react-query";
import { refreshSuggestions } from "@/features/matching/api";
import { parseApiError } from "@/lib/api-request";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const profileQueryKeys = {
  all: ["/api/profile"] as const,
  byUsername: (username: string) => ["/api/profile", username] as const,
};

/** A public profile, or null when no active member has that username (404). */
async function fetchPublicProfile(username: string, signal: AbortSignal) {
  try {
    return await call(profileEndpoints.readProfile, { params: { username } }, { signal });
  } catch (error) {
    if (parseApiError(error).status === 404) return null;
    throw error;
  }
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
    mutationFn: (changes: ProfileUpdateRequest) => call(profileEndpoints.updateProfile, { body: changes }),
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
