import type { AdminAuditEntry } from "@shared/contracts/admin";
import { History } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useAuditLog } from "../../api";
import { AdminListState } from "../shell/admin-list-state";
import { formatAdminDateTime } from "../shell/format-date";

/** Past tenses of the verbs in audit actions (`<target>.<verb>`), this area's and the other tabs'. */
const VERBS: Record<string, string> = {
  create: "created",
  update: "edited",
  delete: "deleted",
  activate: "activated",
  deactivate: "deactivated",
  publish: "published",
  unpublish: "unpublished",
  status: "changed the status of",
  verify: "verified",
  unverify: "unverified",
  enable: "enabled",
  disable: "disabled",
  restore: "restored",
  promote: "promoted to admin",
  export: "exported",
};

/** "Avery Quinn deactivated user #12": the action in words, or its code when the verb is unknown. */
export function describeAuditEntry(entry: AdminAuditEntry): string {
  const who = entry.admin?.name || "A removed administrator";
  // A restore replaces every table but this log, and says here which file it came from.
  if (entry.action === "backup.restore") return `${who} restored the data from ${entry.targetId}`;
  const verb = VERBS[entry.action.split(".").at(-1) ?? ""];
  const what = verb ? `${verb} ${entry.targetType}` : `${entry.action} on ${entry.targetType}`;
  return `${who} ${what}${entry.targetId ? ` #${entry.targetId}` : ""}`;
}

/** The audit log: every admin change, who made it and when, newest first. */
export function AuditLogCard() {
  const query = useAuditLog();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Admin Activity Log</h2>
        <CardDescription>
          Every change made in the admin area: who, what, which record and when.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AdminListState
          query={query}
          itemCount={entries.length}
          what="the admin activity log"
          emptyIcon={History}
          emptyMessage="No admin actions yet. Changes made in these tabs are recorded here."
          moreLabel="Load More"
        >
          <ul className="grid gap-3" data-testid="audit-log">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 text-sm sm:flex-row sm:justify-between sm:gap-4"
              >
                <span>{describeAuditEntry(entry)}</span>
                <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {formatAdminDateTime(entry.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </AdminListState>
      </CardContent>
    </Card>
  );
}
