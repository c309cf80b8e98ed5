import { backupEndpoints } from "@shared/contracts/backups";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call, urlOf } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const backupListQueryKey = ["/api/admin/backup/list"] as const;

/** GET /api/admin/backup/list: file names, newest first. */
export function useBackupList() {
  return useQuery({
    queryKey: backupListQueryKey,
    queryFn: ({ signal }) => call(backupEndpoints.listBackups, {}, { signal }),
  });
}

const refreshList = () => queryClient.invalidateQueries({ queryKey: backupListQueryKey });

export function useCreateBackup() {
  return useMutation({
    mutationFn: () => call(backupEndpoints.createBackup, { body: {} }),
    onSuccess: refreshList,
  });
}

export function useExportData() {
  return useMutation({
    mutationFn: () => call(backupEndpoints.createDataExport, { body: {} }),
    onSuccess: refreshList,
  });
}

/** After a restore every screen's data is different: all cached answers are fetched again. */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: (backupFileName: string) => call(backupEndpoints.restoreBackup, { body: { backupFileName } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The browser downloads the file itself (a link), so the answer never passes through `call`. */
export const backupDownloadUrl = (fileName: string) =>
  urlOf(backupEndpoints.downloadBackup, { params: { fileName } });

/** The .sig file of a full backup: kept with a downloaded backup, it lets that file be restored again. */
export const backupSignatureUrl = (fileName: string) =>
  urlOf(backupEndpoints.downloadBackupSignature, { params: { fileName } });
