import type { BackupFileResponse } from "@shared/contracts/backups";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const backupListQueryKey = ["/api/admin/backup/list"] as const;

/** GET /api/admin/backup/list: file names, newest first. */
export function useBackupList() {
  return useQuery<string[]>({ queryKey: backupListQueryKey });
}

const refreshList = () => queryClient.invalidateQueries({ queryKey: backupListQueryKey });

async function postJson(url: string, body: unknown): Promise<BackupFileResponse> {
  return (await (await apiRequest("POST", url, body)).json()) as BackupFileResponse;
}

export function useCreateBackup() {
  return useMutation({ mutationFn: () => postJson("/api/admin/backup/create", {}), onSuccess: refreshList });
}

export function useExportData() {
  return useMutation({ mutationFn: () => postJson("/api/admin/backup/export", {}), onSuccess: refreshList });
}

/** After a restore every screen's data is different: all cached answers are fetched again. */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: (backupFileName: string) => postJson("/api/admin/backup/restore", { backupFileName }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const backupDownloadUrl = (fileName: string) =>
  `/api/admin/backup/download/${encodeURIComponent(fileName)}`;

/** The .sig file of a full backup: kept with a downloaded backup, it lets that file be restored again. */
export const backupSignatureUrl = (fileName: string) =>
  `/api/admin/backup/signature/${encodeURIComponent(fileName)}`;
