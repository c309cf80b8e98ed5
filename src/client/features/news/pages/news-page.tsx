import { Newspaper } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function NewsPage() {
  return (
    <ComingSoonPanel
      icon={Newspaper}
      title="Industry News"
      description="Searchable articles on technology, business, finance and leadership will be listed here."
    />
  );
}
