import { LayoutDashboard } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function DashboardPage() {
  return (
    <ComingSoonPanel
      icon={LayoutDashboard}
      title="Member Dashboard"
      description="Your connections, AI recommendations, opportunities, messages and referrals will all live here."
    />
  );
}
