import type {
  CreateEducationRequest,
  CreateExperienceRequest,
  Education,
  Experience,
} from "@shared/contracts/profile-history";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { profileQueryKeys } from "./api";

export type HistoryKind = "experience" | "education";
type Entry<Kind extends HistoryKind> = Kind extends "experience" ? Experience : Education;
type Input<Kind extends HistoryKind> = Kind extends "experience"
  ? CreateExperienceRequest
  : CreateEducationRequest;

/**
 * POST, PATCH or DELETE /api/profile/{experience|education}[/{id}] for the signed-in member; the
 * profile is fetched again afterwards.
 */
export function useSaveHistoryEntry<Kind extends HistoryKind>(kind: Kind) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: Input<Kind> }) => {
      const res = await apiRequest(
        id === null ? "POST" : "PATCH",
        id === null ? `/api/profile/${kind}` : `/api/profile/${kind}/${id}`,
        input,
      );
      return (await res.json()) as Entry<Kind>;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
  });
}

export function useDeleteHistoryEntry(kind: HistoryKind) {
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/profile/${kind}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
  });
}
