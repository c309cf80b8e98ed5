import {
  type AppealAnswer,
  type DecisionRequest,
  moderationEndpoints,
  type ReportCategory,
  type ReportTargetType,
} from "@shared/contracts/moderation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, callWithStatus, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const moderationQueryKeys = {
  all: ["/api/moderation"] as const,
  queue: (status: string) => ["/api/moderation", "queue", status] as const,
  item: (id: number) => ["/api/moderation", "item", id] as const,
  log: () => ["/api/moderation", "log"] as const,
  appeals: (status: string) => ["/api/moderation", "appeals", status] as const,
  mine: () => ["/api/moderation", "decisions", "mine"] as const,
};

/** What a member reports: one thing, by its kind and id. */
export type ReportTarget = { type: ReportTargetType; id: number };

/** POST /api/reports: `isNew` is false when the member had already reported this target (200). */
export function useCreateReport() {
  return useMutation({
    mutationFn: async (input: { target: ReportTarget; category: ReportCategory; note: string }) => {
      const { status, answer } = await callWithStatus(moderationEndpoints.createReport, {
        body: {
          targetType: input.target.type,
          targetId: input.target.id,
          category: input.category,
          ...(input.note ? { note: input.note } : {}),
        },
      });
      return { ...answer, isNew: status === 201 };
    },
  });
}

/** The queue, oldest waiting first, page by page. */
export function useModerationQueue(status: "open" | "resolved") {
  return useList(moderationEndpoints.listQueue, { status }, { queryKey: moderationQueryKeys.queue(status) });
}

export function useModerationItem(id: number | null) {
  return useQuery({
    queryKey: moderationQueryKeys.item(id ?? 0),
    queryFn: ({ signal }) => call(moderationEndpoints.readItem, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

export function useDecideItem(id: number) {
  return useMutation({
    mutationFn: (body: DecisionRequest) => call(moderationEndpoints.decideItem, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKeys.all }),
  });
}

/** Take a waiting item (`take`), or give it back to the queue. */
export function useItemAssignment(id: number) {
  return useMutation({
    mutationFn: (take: boolean) =>
      call(take ? moderationEndpoints.takeItem : moderationEndpoints.releaseItem, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueryKeys.all }),
  });
}

export function useModerationLog() {
  return useList(moderationEndpoints.listLog, {}, { queryKey: moderationQueryKeys.log() });
}

export function useOpenAppeals() {
  return useList(
    moderationEndpoints.listAppeals,
    { status: "open" },
    { queryKey: moderationQueryKeys.appeals("open") },
  );
}

export function useAnswerAppeal(id: number) {
  return useMutation({
    mutationFn: (body: AppealAnswer) => call(moderationEndpoints.answerAppeal, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKeys.all }),
  });
}

/** The decisions about the signed-in member (Settings), with their appeals. */
export function useMyDecisions() {
  return useQuery({
    queryKey: moderationQueryKeys.mine(),
    queryFn: ({ signal }) => call(moderationEndpoints.myDecisions, {}, { signal }),
  });
}

export function useCreateAppeal() {
  return useMutation({
    mutationFn: (body: { decisionId: number; text: string }) =>
      call(moderationEndpoints.createAppeal, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKeys.mine() }),
  });
}
