import { backupCreatedAt, backupTypeLabel } from "@shared/contracts/backups";
import { Download, FileKey, RotateCcw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ColumnHeaders } from "../shared/column-headers";
import { backupDownloadUrl, backupSignatureUrl } from "./backups-api";

/** The created time from the timestamp in the name, or 'Unknown' (docs/product.md). */
export function formatBackupCreated(fileName: string): string {
  const created = backupCreatedAt(fileName);
  return created ? created.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "Unknown";
}

const BACKUP_COLUMNS = [
  ["File Name", "py-2 pr-3 font-medium"],
  ["Created", "py-2 pr-3 font-medium"],
  ["Type", "py-2 pr-3 font-medium"],
  ["Actions", "py-2 font-medium"],
] as const;

type BackupTableProps = {
  files: string[];
  onRestore: (fileName: string) => void;
  isBusy: boolean;
};

function BackupActions({
  fileName,
  onRestore,
  isBusy,
}: { fileName: string } & Omit<BackupTableProps, "files">) {
  const isFullBackup = backupTypeLabel(fileName) === "Full Backup";
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={backupDownloadUrl(fileName)}
        download={fileName}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
        aria-label={`Download ${fileName}`}
      >
        <Download aria-hidden="true" />
        Download
      </a>
      {isFullBackup ? (
        <a
          href={backupSignatureUrl(fileName)}
          download={`${fileName}.sig`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
          aria-label={`Download the signature of ${fileName}`}
        >
          <FileKey aria-hidden="true" />
          Signature
        </a>
      ) : null}
      {isFullBackup ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRestore(fileName)}
          disabled={isBusy}
          aria-label={`Restore ${fileName}`}
        >
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
      ) : (
        <span className="self-center text-xs text-muted-foreground">
          Exports are for reading, not restoring
        </span>
      )}
    </div>
  );
}

/** Available Backups: a table on wider screens, stacked cards on phones. */
export function BackupTable({ files, onRestore, isBusy }: BackupTableProps) {
  return (
    <>
      <table className="hidden w-full text-sm sm:table" data-testid="backup-table">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <ColumnHeaders columns={BACKUP_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {files.map((fileName) => (
            <tr key={fileName} className="border-b border-border last:border-0">
              <td className="py-3 pr-3 font-mono text-xs break-all">{fileName}</td>
              <td className="py-3 pr-3 whitespace-nowrap">{formatBackupCreated(fileName)}</td>
              <td className="py-3 pr-3">
                <Badge variant={backupTypeLabel(fileName) === "Full Backup" ? "default" : "secondary"}>
                  {backupTypeLabel(fileName)}
                </Badge>
              </td>
              <td className="py-3">
                <BackupActions fileName={fileName} onRestore={onRestore} isBusy={isBusy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 sm:hidden">
        {files.map((fileName) => (
          <li key={fileName} className="grid gap-2 rounded-lg border border-border p-3">
            <span className="font-mono text-xs break-all">{fileName}</span>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant={backupTypeLabel(fileName) === "Full Backup" ? "default" : "secondary"}>
                {backupTypeLabel(fileName)}
              </Badge>
              {formatBackupCreated(fileName)}
            </div>
            <BackupActions fileName={fileName} onRestore={onRestore} isBusy={isBusy} />
          </li>
        ))}
      </ul>
    </>
  );
}
