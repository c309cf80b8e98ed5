import { Building2 } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function DirectoryPage() {
  return (
    <ComingSoonPanel
      icon={Building2}
      title="Business Directory"
      description="Search and filter verified and featured businesses by category and industry here."
    />
  );
}
