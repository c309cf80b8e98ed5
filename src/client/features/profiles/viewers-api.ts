import { PROFILE_VIEWERS_PAGE_DEFAULT, profileViewersEndpoints } from "@shared/contracts/profile-viewers";
import { useList } from "@/lib/endpoint-client";

export const profileViewersQueryKey = ["/api/profile/viewers"] as const;

/** Who viewed the signed-in member's profile, latest first (GET /api/profile/viewers). */
export function useProfileViewers() {
  return useList(
    profileViewersEndpoints.listProfileViewers,
    { limit: PROFILE_VIEWERS_PAGE_DEFAULT },
    { queryKey: profileViewersQueryKey },
  );
}
