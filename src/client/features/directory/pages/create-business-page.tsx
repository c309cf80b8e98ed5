import { Store } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function CreateBusinessPage() {
  return (
    <ComingSoonPanel
      icon={Store}
      title="Add Your Business"
      description="A form to list your business in the directory, with its services, contact details and images, will be here."
      backHref="/businesses"
      backLabel="Back to Directory"
    />
  );
}
