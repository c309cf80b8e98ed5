import type { PublicSettings } from "@shared/contracts/settings";
import { useQuery } from "@tanstack/react-query";

export const publicSettingsQueryKey = ["/api/settings"] as const;

/** GET /api/settings: whether registration is open and the platform announcement, for every page. */
export function usePublicSettings() {
  return useQuery<PublicSettings>({ queryKey: publicSettingsQueryKey });
}

/** Registration counts as open until the settings say otherwise (the server refuses it anyway). */
export function useIsRegistrationOpen(): boolean {
  return usePublicSettings().data?.registrationOpen ?? true;
}
