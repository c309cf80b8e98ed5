import {
  accountEndpoints,
  type PasswordChangeRequest,
  type PasswordResetConfirm,
  type TourStatus,
} from "@shared/contracts/account";
import type { CurrentUser } from "@shared/contracts/auth";
import type { EndpointAnswer, EndpointItem } from "@shared/contracts/endpoint";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { call, upload, urlOf, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export type SessionItem = EndpointAnswer<typeof accountEndpoints.listSessions>["sessions"][number];
export type BlockedMemberItem = EndpointItem<typeof accountEndpoints.listBlockedMembers>;

export const accountQueryKeys = {
  sessions: ["/api/auth/sessions"] as const,
  blocks: ["/api/account/blocks"] as const,
  blockState: (memberId: number) => ["/api/members", memberId, "block"] as const,
  tour: ["/api/account/tour"] as const,
  gettingStarted: ["/api/account/getting-started"] as const,
};

/** Where the data export downloads from (a plain link: the answer is an attachment). */
export const ACCOUNT_EXPORT_URL = urlOf(accountEndpoints.exportAccount);

export function useSessions() {
  return useQuery({
    queryKey: accountQueryKeys.sessions,
    queryFn: ({ signal }) => call(accountEndpoints.listSessions, {}, { signal }),
    select: (data) => data.sessions,
  });
}

const refreshSessions = () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });

export function useEndSession() {
  return useMutation({
    mutationFn: (id: number) => call(accountEndpoints.endSession, { params: { id } }),
    onSettled: refreshSessions,
  });
}

export function useEndOtherSessions() {
  return useMutation({
    mutationFn: () => call(accountEndpoints.endOtherSessions, { body: {} }),
    onSettled: refreshSessions,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeRequest) => call(accountEndpoints.changePassword, { body: input }),
    onSuccess: refreshSessions,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => call(accountEndpoints.requestPasswordReset, { body: { email } }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) => call(accountEndpoints.confirmPasswordReset, { body: input }),
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
    mutationFn: (image: Blob) =>
      upload(accountEndpoints.uploadProfilePhoto, image, { fileName: "avatar.png" }),
    onSuccess: ({ profileImage }) => refreshCurrentUserAvatar(profileImage),
  });
}

export function useRemoveAvatar() {
  return useMutation({
    mutationFn: () => call(accountEndpoints.removeProfilePhoto),
    onSuccess: () => refreshCurrentUserAvatar(null),
  });
}

export function useBlockedMembers() {
  return useList(accountEndpoints.listBlockedMembers, { limit: 20 }, { queryKey: accountQueryKeys.blocks });
}

export function useBlockState(memberId: number | null) {
  return useQuery({
    queryKey: accountQueryKeys.blockState(memberId ?? 0),
    queryFn: ({ signal }) =>
      call(accountEndpoints.readBlockState, { params: { id: memberId ?? 0 } }, { signal }),
    enabled: memberId !== null,
  });
}

/** Blocks or unblocks a member; recommendations, feeds and the blocked list change with it. */
export function useSetBlocked() {
  return useMutation({
    mutationFn: ({ memberId, blocked }: { memberId: number; blocked: boolean }) =>
      call(blocked ? accountEndpoints.blockMember : accountEndpoints.unblockMember, {
        params: { id: memberId },
      }),
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
    mutationFn: (password: string) => call(accountEndpoints.deleteAccount, { body: { password } }),
  });
}

/** How the member left the first-visit tour; null until they complete or skip it (then the welcome shows). */
export function useTourState() {
  return useQuery({
    queryKey: accountQueryKeys.tour,
    queryFn: ({ signal }) => call(accountEndpoints.readTourState, {}, { signal }),
  });
}

export function useRecordTour() {
  return useMutation({
    mutationFn: (status: TourStatus) => call(accountEndpoints.recordTourStatus, { body: { status } }),
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
    queryFn: ({ signal }) => call(accountEndpoints.readGettingStarted, {}, { signal }),
    enabled: user !== null,
  });
}

/** The sign-in policy, also set by an administrator (admin settings). */
export { useSignInPolicy, useUpdateSignInPolicy } from "./security-api";
