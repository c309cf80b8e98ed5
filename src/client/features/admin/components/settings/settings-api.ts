import { settingsEndpoints, type UpdatePlatformSettingsRequest } from "@shared/contracts/settings";
import { useMutation, useQuery } from "@tanstack/react-query";
import { publicSettingsQueryKey } from "@/features/settings/api";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const adminSettingsQueryKey = ["/api/admin/settings"] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => call(settingsEndpoints.getPlatformSettings, {}, { signal }),
  });
}

/** PUT /api/admin/settings with the changed fields; the site-wide settings are fetched again. */
export function useUpdateSettings() {
  return useMutation({
    mutationFn: (change: UpdatePlatformSettingsRequest) =>
      call(settingsEndpoints.updatePlatformSettings, { body: change }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminSettingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
