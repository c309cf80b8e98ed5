import { type ModerationMember, REPORT_CATEGORY_LABELS } from "@shared/contracts/moderation";
import { ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { QueryState } from "@/components/feedback/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useItemAssignment, useModerationItem } from "../api";
import { DECISION_LABELS, formatDate, formatDateTime, memberName, targetLabel } from "../moderation-labels";
import { type ConfirmableAction, DecisionDialog } from "./decision-dialog";

/** One queue item in context: the content, every reporter's note, the author's history, the actions. */
export function QueueItemDetail({ itemId, onDecided }: { itemId: number; onDecided: () => void }) {
  const item = useModerationItem(itemId);
  const { user } = useAuth();
  const [action, setAction] = useState<ConfirmableAction | null>(null);
  const data = item.data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadedId = data?.id;
  // Keyboard and screen reader users land on the item they chose (below the list on a phone).
  useEffect(() => {
    if (loadedId !== undefined) headingRef.current?.focus();
  }, [loadedId]);

  return (
    <Card className="grid min-w-0 gap-4 p-4 sm:p-5" data-testid="moderation-item">
      <QueryState
        query={item}
        what="this item"
        isEmpty={false}
        empty={null}
        loading={
          <div role="status" aria-label="Loading the item" className="grid gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        }
      >
        {data ? (
          <>
            <header className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
                  {targetLabel(data.target.type)} by {memberName(data.target.author)}
                </h2>
                <Badge variant={data.status === "resolved" ? "secondary" : "warning"}>
                  {data.status === "resolved" ? "Resolved" : data.status === "held" ? "Held" : "Open"}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {data.reportCount} {data.reportCount === 1 ? "report" : "reports"} · first{" "}
                {formatDateTime(data.firstReportedAt)}
              </p>
            </header>
            <section aria-labelledby={`content-${data.id}`} className="grid gap-2">
              <h3 id={`content-${data.id}`} className="text-sm font-semibold">
                Content
              </h3>
              <blockquote className="rounded-lg border border-border bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words">
                {data.content || data.target.excerpt}
              </blockquote>
              <Link
                href={data.target.link}
                className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                See it in context
              </Link>
            </section>
            <section aria-labelledby={`reports-${data.id}`} className="grid gap-2">
              <h3 id={`reports-${data.id}`} className="text-sm font-semibold">
                Reports
              </h3>
              <ul className="grid gap-2">
                {data.reports.map((report) => (
                  <li key={report.id} className="grid gap-0.5 rounded-lg border border-border p-3 text-sm">
                    <span className="font-medium">
                      {REPORT_CATEGORY_LABELS[report.category]}{" "}
                      <span className="font-normal text-muted-foreground">
                        · {memberName(report.reporter)} · {formatDateTime(report.createdAt)}
                      </span>
                    </span>
                    {report.note ? (
                      <p className="whitespace-pre-wrap break-words">{report.note}</p>
                    ) : (
                      <p className="text-muted-foreground">No note.</p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`history-${data.id}`} className="grid gap-2">
              <h3 id={`history-${data.id}`} className="text-sm font-semibold">
                The author's history
              </h3>
              {data.authorHistory.length === 0 ? (
                <p className="text-sm text-muted-foreground">No earlier decisions about this author.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {data.authorHistory.map((entry) => (
                    <li key={entry.id}>
                      <span className="font-medium">
                        {DECISION_LABELS[entry.action as keyof typeof DECISION_LABELS] ?? entry.action}
                      </span>{" "}
                      <span className="text-muted-foreground">
                        · {formatDate(entry.decidedAt)} · {entry.reason}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {data.status === "resolved" ? (
              <p className="text-sm text-muted-foreground">
                This item is decided. A new report of the same content opens it again.
              </p>
            ) : data.target.author?.id === user?.id ? (
              <p className="text-sm text-muted-foreground">
                This is your own content: another moderator decides on it.
              </p>
            ) : (
              <>
                <ItemAssignment itemId={data.id} assignee={data.assignee} />
                <fieldset className="flex flex-wrap gap-2">
                  <legend className="sr-only">Decision</legend>
                  <Button variant="outline" onClick={() => setAction("dismiss")}>
                    Dismiss
                  </Button>
                  {data.target.type === "member" ? null : (
                    <Button variant="destructive" onClick={() => setAction("hide")}>
                      Hide
                    </Button>
                  )}
                  {data.target.author ? (
                    <>
                      <Button variant="outline" onClick={() => setAction("warn")}>
                        Warn
                      </Button>
                      <Button variant="destructive" onClick={() => setAction("suspend")}>
                        Suspend
                      </Button>
                    </>
                  ) : null}
                </fieldset>
              </>
            )}
            <DecisionDialog
              itemId={data.id}
              action={action}
              onOpenChange={(open) => (open ? null : setAction(null))}
              onDecided={onDecided}
            />
          </>
        ) : null}
      </QueryState>
    </Card>
  );
}

/**
 * Who handles a waiting item: "Take this item" so no other moderator decides it meanwhile, and
 * "Give back" (the moderator who took it, or an admin).
 */
function ItemAssignment({ itemId, assignee }: { itemId: number; assignee: ModerationMember | null }) {
  const { user } = useAuth();
  const assignment = useItemAssignment(itemId);
  const isMine = assignee !== null && assignee.id === user?.id;
  const mayRelease = assignee !== null && (isMine || user?.role === "admin");
  const act = (take: boolean) =>
    assignment.mutate(take, {
      onError: (error) =>
        toast({
          title: take ? "Could not take the item" : "Could not give the item back",
          description: parseApiError(error).message ?? "Please try again.",
          variant: "destructive",
        }),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="item-assignment">
      <span className="text-muted-foreground">
        {assignee === null
          ? "Nobody has taken this item yet."
          : isMine
            ? "You are handling this item."
            : `${memberName(assignee)} is handling this item.`}
      </span>
      {assignee === null ? (
        <Button size="sm" variant="outline" disabled={assignment.isPending} onClick={() => act(true)}>
          Take this item
        </Button>
      ) : mayRelease ? (
        <Button size="sm" variant="ghost" disabled={assignment.isPending} onClick={() => act(false)}>
          Give back to the queue
        </Button>
      ) : null}
    </div>
  );
}
