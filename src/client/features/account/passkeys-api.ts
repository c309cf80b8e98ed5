import { passkeysEndpoints as endpoints } from "@shared/contracts/passkeys";
import { useMutation, useQuery } from "@tanstack/react-query";
import { createPasskey } from "@/features/auth/api";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { securityQueryKeys } from "./security-api";

export const passkeyQueryKeys = { list: ["/api/auth/passkeys"] as const };

/** After a change: the list, and the two-factor status (a passkey counts as a second factor). */
const refreshPasskeys = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: passkeyQueryKeys.list }),
    queryClient.invalidateQueries({ queryKey: securityQueryKeys.twoFactor }),
  ]);

/** GET /api/auth/passkeys: the member's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeyQueryKeys.list,
    queryFn: ({ signal }) => call(endpoints.listPasskeys, {}, { signal }),
  });
}

/** Makes a passkey on this device (the browser asks the member to verify) and saves it. */
export function useAddPasskey() {
  return useMutation({ mutationFn: createPasskey, onSuccess: refreshPasskeys });
}

export function useRenamePasskey() {
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(endpoints.renamePasskey, { params: { id }, body: { name } }),
    onSuccess: refreshPasskeys,
  });
}

export function useDeletePasskey() {
  return useMutation({
    mutationFn: (id: number) => call(endpoints.deletePasskey, { params: { id } }),
    onSuccess: refreshPasskeys,
  });
}
