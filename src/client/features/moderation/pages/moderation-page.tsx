import { Tabs } from "radix-ui";
import { useState } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AppealsPanel } from "../components/appeals-panel";
import { ModerationLogPanel } from "../components/moderation-log-panel";
import { QueuePanel } from "../components/queue-panel";

const TABS = [
  { value: "queue", label: "Queue" },
  { value: "appeals", label: "Appeals" },
  { value: "log", label: "Log" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const triggerClassName =
  "inline-flex h-9 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs";

/** /moderation (moderators and admins, see RequireModerator): the queue, the appeals and the log. */
export function ModerationPage() {
  useDocumentTitle("Moderation");
  const [tab, setTab] = useState<Tab>("queue");
  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Moderation</h1>
        <p className="text-muted-foreground">
          Review what members reported, decide, and answer appeals. Every decision is logged.
        </p>
      </header>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid min-w-0 gap-6">
        <Tabs.List aria-label="Moderation sections" className="flex w-fit gap-1 rounded-lg bg-muted p-1">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={triggerClassName}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="queue" className="min-w-0 outline-none">
          {tab === "queue" ? <QueuePanel /> : null}
        </Tabs.Content>
        <Tabs.Content value="appeals" className="min-w-0 outline-none">
          {tab === "appeals" ? <AppealsPanel /> : null}
        </Tabs.Content>
        <Tabs.Content value="log" className="min-w-0 outline-none">
          {tab === "log" ? <ModerationLogPanel /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}
