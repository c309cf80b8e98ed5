import type { PlatformSettings, UpdatePlatformSettingsRequest } from "@shared/contracts/settings";
import { useMutation, useQuery } from "@tanstack/react-query";
import { publicSettingsQueryKey } from "@/features/settings/api";
import { apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const adminSettingsQueryKey = ["/api/admin/settings"] as const;

export function useAdminSettings() {
  return useQuery<PlatformSettings>({ queryKey: adminSettingsQueryKey });
}

/** PUT /api/admin/settings with the changed fields; the site-wide settings are fetched again. */
export function useUpdateSettings() {
  return useMutation({
    mutationFn: async (change: UpdatePlatformSettingsRequest) =>
      (await (await apiRequest("PUT", "/api/admin/settings", change)).json()) as PlatformSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminSettingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
