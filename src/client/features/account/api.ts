import type {
  AccountSession,
  BlockedMember,
  GettingStarted,
  PasswordChangeRequest,
  PasswordResetConfirm,
  ProfilePhotoResponse,
  TourState,
  TourStatus,
} from "@shared/contracts/account";
import type { CurrentUser } from "@shared/contracts/auth";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, getJson, throwIfResNotOk } from "@/lib/api-request";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";

type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export type SessionItem = Wire<AccountSession>;
export type BlockedMemberItem = Wire<BlockedMember>;

export const accountQueryKeys = {
  sessions: ["/api/auth/sessions"] as const,
  blocks: ["/api/account/blocks"] as const,
  blockState: (memberId: number) => ["/api/members", memberId, "block"] as const,
  tour: ["/api/account/tour"] as const,
  gettingStarted: ["/api/account/getting-started"] as const,
};

/** Where the data export downloads from (a plain link: the answer is an attachment). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

export function useSessions() {
  return useQuery({
    queryKey: accountQueryKeys.sessions,
    queryFn: ({ signal }) => getJson<{ sessions: SessionItem[] }>("/api/auth/sessions", signal),
    select: (data) => data.sessions,
  });
}

const refreshSessions = () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });

export function useEndSession() {
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/auth/sessions/${id}`),
    onSettled: refreshSessions,
  });
}

export function useEndOtherSessions() {
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/auth/sessions/end-others", {})).json()) as { ended: number },
    onSettled: refreshSessions,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: PasswordChangeRequest) =>
      (await (await apiRequest("POST", "/api/auth/password", input)).json()) as { ended: number },
    onSuccess: refreshSessions,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await (await apiRequest("POST", "/api/auth/password-reset", { email })).json()) as { message: string },
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: async (input: PasswordResetConfirm) =>
      (await (await apiRequest("POST", "/api/auth/password-reset/confirm", input)).json()) as {
        message: string;
      },
  });
}

/** Stores the new avatar on the current user; the navigation and profile read it from there. */
async function refreshCurrentUserAvatar(avatar: string | null) {
  queryClient.setQueryData<CurrentUser | null>(ME_QUERY_KEY, (user) => (user ? { ...user, avatar } : user));
  await queryClient.invalidateQueries({ queryKey: ["/api/profile"] });
}

/** POST /api/profile/avatar as multipart/form-data with the (cropped) image in the field `file`. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: async (image: Blob) => {
      const form = new FormData();
      form.append("file", image, "avatar.png");
      const res = await fetch("/api/profile/avatar", { method: "POST", credentials: "include", body: form });
      await throwIfResNotOk(res);
      return (await res.json()) as ProfilePhotoResponse;
    },
    onSuccess: ({ profileImage }) => refreshCurrentUserAvatar(profileImage),
  });
}

export function useRemoveAvatar() {
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/profile/avatar"),
    onSuccess: () => refreshCurrentUserAvatar(null),
  });
}

export function useBlockedMembers() {
  return useInfiniteQuery({
    queryKey: accountQueryKeys.blocks,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: "20" });
      if (pageParam) params.set("cursor", pageParam);
      return getJson<{ blocks: BlockedMemberItem[]; nextCursor: string | null }>(
        `/api/account/blocks?${params}`,
        signal,
      );
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useBlockState(memberId: number | null) {
  return useQuery({
    queryKey: accountQueryKeys.blockState(memberId ?? 0),
    queryFn: ({ signal }) => getJson<{ blocked: boolean }>(`/api/members/${memberId}/block`, signal),
    enabled: memberId !== null,
  });
}

/** Blocks or unblocks a member; recommendations, feeds and the blocked list change with it. */
export function useSetBlocked() {
  return useMutation({
    mutationFn: async ({ memberId, blocked }: { memberId: number; blocked: boolean }) =>
      (await (await apiRequest(blocked ? "POST" : "DELETE", `/api/members/${memberId}/block`)).json()) as {
        blocked: boolean;
      },
    onSuccess: (state, { memberId }) => {
      queryClient.setQueryData(accountQueryKeys.blockState(memberId), state);
      // Everything that lists other members or their posts may change.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0],
      });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest("DELETE", "/api/account", { password }),
  });
}

/** How the member left the first-visit tour; null until they complete or skip it (then the welcome shows). */
export function useTourState() {
  return useQuery({
    queryKey: accountQueryKeys.tour,
    queryFn: ({ signal }) => getJson<TourState>("/api/account/tour", signal),
  });
}

export function useRecordTour() {
  return useMutation({
    mutationFn: async (status: TourStatus) =>
      (await (await apiRequest("PUT", "/api/account/tour", { status })).json()) as TourState,
    onSuccess: (state) => queryClient.setQueryData(accountQueryKeys.tour, state),
  });
}

/**
 * The "Getting started" checklist. The profile fields it reads are part of the key, so saving the
 * profile or a new photo asks the server again.
 */
export function useGettingStarted(user: CurrentUser | null) {
  return useQuery({
    queryKey: [
      ...accountQueryKeys.gettingStarted,
      user?.avatar,
      user?.jobTitle,
      user?.servicesOffered,
      user?.lookingFor,
    ],
    queryFn: ({ signal }) => getJson<GettingStarted>("/api/account/getting-started", signal),
    enabled: user !== null,
  });
}
