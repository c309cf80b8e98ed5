import { PROFILE_ACTIVITY_PAGE_DEFAULT, profileActivityEndpoints } from "@shared/contracts/profile-activity";
import { useList } from "@/lib/endpoint-client";
import { profileQueryKeys } from "./api";

/** Under the profile's own key: whatever refreshes a profile (a block, an edit) refreshes its activity. */
export const profileActivityQueryKey = (username: string, limit: number) =>
  [...profileQueryKeys.byUsername(username), "activity", limit] as const;

/** A member's posts and comments, newest first (GET /api/profile/{username}/activity). */
export function useProfileActivity(username: string, limit = PROFILE_ACTIVITY_PAGE_DEFAULT) {
  return useList(
    profileActivityEndpoints.listProfileActivity,
    { limit },
    {
      params: { username },
      queryKey: profileActivityQueryKey(username, limit),
      enabled: username.length > 0,
    },
  );
}
