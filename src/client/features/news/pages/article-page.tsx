import { FileText } from "lucide-react";
import { useParams } from "wouter";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function ArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  return (
    <ComingSoonPanel
      icon={FileText}
      title="News Article"
      description={`The full article "${slug}" with its summary, read time and tags will be shown here.`}
      backHref="/news"
      backLabel="Back to News"
    />
  );
}
