/** A date as the admin lists show it, e.g. "Nov 22, 2026". */
export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso) return "Not published";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** A moment as the audit log shows it, e.g. "Nov 22, 2026, 1:05 PM". */
export function formatAdminDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}
