import {
  type CreateEducationRequest,
  type CreateExperienceRequest,
  type Education,
  type Experience,
  profileHistoryEndpoints as endpoints,
} from "@shared/contracts/profile-history";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { profileQueryKeys } from "./api";

export type HistoryKind = "experience" | "education";
type Entry<Kind extends HistoryKind> = Kind extends "experience" ? Experience : Education;
type Input<Kind extends HistoryKind> = Kind extends "experience"
  ? CreateExperienceRequest
  : CreateEducationRequest;

/** Adds an entry, or changes the one with `id`. */
async function saveEntry(kind: HistoryKind, id: number | null, input: Input<HistoryKind>) {
  if (kind === "experience") {
    const body = input as CreateExperienceRequest;
    return id === null
      ? call(endpoints.addExperience, { body })
      : call(endpoints.updateExperience, { params: { id }, body });
  }
  const body = input as CreateEducationRequest;
  return id === null
    ? call(endpoints.addEducation, { body })
    : call(endpoints.updateEducation, { params: { id }, body });
}

/**
 * POST, PATCH or DELETE /api/profile/{experience|education}[/{id}] for the signed-in member; the
 * profile is fetched again afterwards.
 */
export function useSaveHistoryEntry<Kind extends HistoryKind>(kind: Kind) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: Input<Kind> }) =>
      (await saveEntry(kind, id, input)) as Entry<Kind>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
  });
}

export function useDeleteHistoryEntry(kind: HistoryKind) {
  return useMutation({
    mutationFn: async (id: number) => {
      await call(kind === "experience" ? endpoints.deleteExperience : endpoints.deleteEducation, {
        params: { id },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
  });
}
