import { type BackupJob, backupEndpoints } from "@shared/contracts/backups";
import { useMutation, useQuery } from "@tanstack/react-query";
import { parseApiError } from "@/lib/api-request";
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

/**
 * A new job id (a UUID v4) for the page to follow a backup, export or restore by. Made from
 * getRandomValues, which (unlike crypto.randomUUID) also works on a plain-http address.
 */
export function newBackupJobId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const BACKUP_JOB_POLL_MS = 500;

/**
 * GET /api/admin/backup/jobs/:id, polled while the job runs. Null until the server has recorded the
 * job (the first poll can arrive before the work starts): the bar then stays indeterminate.
 */
export function useBackupJob(jobId: string | null) {
  return useQuery({
    queryKey: ["/api/admin/backup/jobs", jobId],
    enabled: jobId !== null,
    queryFn: async ({ signal }): Promise<BackupJob | null> => {
      try {
        return await call(backupEndpoints.getBackupJob, { params: { id: jobId ?? "" } }, { signal });
      } catch (error) {
        if (parseApiError(error).status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) =>
      (query.state.data?.state ?? "running") === "running" ? BACKUP_JOB_POLL_MS : false,
    retry: false,
  });
}

export function useCreateBackup() {
  return useMutation({
    mutationFn: (jobId: string) => call(backupEndpoints.createBackup, { body: { jobId } }),
    onSuccess: refreshList,
  });
}

export function useExportData() {
  return useMutation({
    mutationFn: (jobId: string) => call(backupEndpoints.createDataExport, { body: { jobId } }),
    onSuccess: refreshList,
  });
}

/** After a restore every screen's data is different: all cached answers are fetched again. */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: ({ backupFileName, jobId }: { backupFileName: string; jobId: string }) =>
      call(backupEndpoints.restoreBackup, { body: { backupFileName, jobId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The browser downloads the file itself (a link), so the answer never passes through `call`. */
export const backupDownloadUrl = (fileName: string) =>
  urlOf(backupEndpoints.downloadBackup, { params: { fileName } });

/** The .sig file of a full backup: kept with a downloaded backup, it lets that file be restored again. */
export const backupSignatureUrl = (fileName: string) =>
  urlOf(backupEndpoints.downloadBackupSignature, { params: { fileName } });
