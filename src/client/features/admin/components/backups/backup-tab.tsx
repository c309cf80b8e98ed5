/** Scaffold: replaced by the admin Backup tab. */
export function BackupTab() {
  return <h2 className="text-xl font-semibold">Backup</h2>;
}
