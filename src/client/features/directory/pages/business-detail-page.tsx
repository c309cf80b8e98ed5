import { Building2 } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function BusinessDetailPage() {
  return (
    <ComingSoonPanel
      icon={Building2}
      title="Business Profile"
      description="A business's story, services, reviews, team and contact details will be shown here."
      backHref="/businesses"
      backLabel="Back to Directory"
    />
  );
}
