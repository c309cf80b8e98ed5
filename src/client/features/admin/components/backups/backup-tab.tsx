import { Archive, Database, FileJson, ShieldCheck, Zap } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { AdminSectionCard } from "../shared/admin-section-card";
import { BackupProgress } from "./backup-progress";
import { BackupTable } from "./backup-table";
import {
  newBackupJobId,
  useBackupJob,
  useBackupList,
  useCreateBackup,
  useExportData,
  useRestoreBackup,
} from "./backups-api";

/** docs/product.md: the export of 'Full Backup + Export' starts 2 seconds after the backup. */
export const EXPORT_AFTER_BACKUP_DELAY_MS = 2000;

const SAFETY_TIPS = [
  "Create a backup before major changes.",
  "Keep multiple backup versions.",
  "Store backups in an external location.",
  "Test restoring a backup regularly.",
];

const failure = (title: string) => (error: unknown) =>
  toast({ title, description: parseApiError(error).message ?? "Please try again.", variant: "destructive" });

/** The Backup tab: full backups, JSON exports, the list with download and restore, quick actions. */
export function BackupTab() {
  const list = useBackupList();
  const createBackup = useCreateBackup();
  const exportData = useExportData();
  const restore = useRestoreBackup();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [isExportQueued, setIsExportQueued] = useState(false);
  // One job runs at a time (the buttons wait for it): its progress is polled while it runs.
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useBackupJob(jobId).data ?? null;
  const startJob = () => {
    const id = newBackupJobId();
    setJobId(id);
    return id;
  };
  const exportTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(exportTimer.current), []);

  const isBusy = createBackup.isPending || exportData.isPending || restore.isPending || isExportQueued;

  const handleCreate = (onCreated?: () => void) =>
    createBackup.mutate(startJob(), {
      onSuccess: (result) => {
        toast({ title: "Backup created", description: result.fileName, variant: "success" });
        onCreated?.();
      },
      onError: failure("Backup failed"),
    });
  const handleExport = () =>
    exportData.mutate(startJob(), {
      onSuccess: (result) =>
        toast({ title: "Data exported", description: result.fileName, variant: "success" }),
      onError: failure("Export failed"),
    });
  const handleBackupAndExport = () =>
    handleCreate(() => {
      setIsExportQueued(true);
      exportTimer.current = setTimeout(() => {
        setIsExportQueued(false);
        handleExport();
      }, EXPORT_AFTER_BACKUP_DELAY_MS);
    });
  const handleRestore = () => {
    if (!confirming) return;
    restore.mutate(
      { backupFileName: confirming, jobId: startJob() },
      {
        onSuccess: (result) => {
          setConfirming(null);
          toast({
            title: "Backup restored",
            description: `${result.rows.toLocaleString("en-US")} rows in ${result.tables} tables were restored from ${result.fileName}.`,
            variant: "success",
          });
        },
        onError: (error) => {
          setConfirming(null);
          failure("Restore failed")(error);
        },
      },
    );
  };

  const files = list.data ?? [];
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <AdminSectionCard
          icon={Database}
          title="Create Backup"
          description="A full, compressed copy of all platform data that can be restored."
          contentClassName="grid gap-3"
        >
          <p className="text-sm text-muted-foreground">
            The backup holds the database and every uploaded image (profile photos, business logos and covers,
            post pictures), signed together; a restore brings both back.
          </p>
          <PendingButton
            onClick={() => handleCreate()}
            disabled={isBusy}
            isPending={createBackup.isPending}
            pendingLabel="Creating..."
          >
            Create Full Backup
          </PendingButton>
          {createBackup.isPending ? <BackupProgress label="Creating the backup" job={job} /> : null}
        </AdminSectionCard>
        <AdminSectionCard
          icon={FileJson}
          title="Export Data"
          description="A readable JSON file of the platform data, without passwords."
          contentClassName="grid gap-3"
        >
          <PendingButton
            variant="outline"
            onClick={handleExport}
            disabled={isBusy}
            isPending={exportData.isPending}
            pendingLabel="Exporting..."
          >
            Export JSON Data
          </PendingButton>
          {exportData.isPending ? <BackupProgress label="Exporting the data" job={job} /> : null}
        </AdminSectionCard>
        <AdminSectionCard icon={ShieldCheck} title="Safety Tips">
          <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
            {SAFETY_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </AdminSectionCard>
      </div>

      <AdminSectionCard
        icon={Archive}
        title="Available Backups"
        description="Newest first. Restoring replaces all current data with the backup's."
        contentClassName="grid gap-3"
      >
        {restore.isPending ? <BackupProgress label="Restoring the backup" job={job} /> : null}
        <QueryState
          query={list}
          what="the backups"
          loading={<ListSkeleton rows={3} label="Loading the backups" />}
          isEmpty={files.length === 0}
          empty={
            <EmptyState
              icon={Archive}
              message="No backups found"
              action={
                <p className="text-sm text-muted-foreground">Create your first backup to get started.</p>
              }
            />
          }
        >
          <BackupTable files={files} onRestore={setConfirming} isBusy={isBusy} />
        </QueryState>
      </AdminSectionCard>

      <AdminSectionCard
        icon={Zap}
        title="Quick Actions"
        description="Common backup routines in one click."
        contentClassName="grid gap-3"
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => handleCreate()} disabled={isBusy}>
            Pre-Change Backup
          </Button>
          <Button variant="outline" onClick={handleBackupAndExport} disabled={isBusy}>
            Full Backup + Export
          </Button>
        </div>
        {isExportQueued ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Backup done. The export starts in 2 seconds...
          </p>
        ) : null}
      </AdminSectionCard>

      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !restore.isPending && setConfirming(null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Restore backup?</DialogTitle>
            <DialogDescription>
              Are you sure you want to restore from {confirming}? This will overwrite all current data!
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">
            You stay signed in. Accounts created after this backup are removed and signed out.
          </p>
          {restore.isPending ? <BackupProgress label="Restoring the backup" job={job} /> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={restore.isPending}>
              Cancel
            </Button>
            <PendingButton
              variant="destructive"
              onClick={handleRestore}
              isPending={restore.isPending}
              pendingLabel="Restoring..."
            >
              Restore Backup
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
