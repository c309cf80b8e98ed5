import { ShieldCheck } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function AdminPage() {
  return (
    <ComingSoonPanel
      icon={ShieldCheck}
      title="Admin Dashboard"
      description="Manage users, posts, articles, businesses, banners, backups and platform settings here."
      backHref="/dashboard"
      backLabel="Back to Dashboard"
    />
  );
}
