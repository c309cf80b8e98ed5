import { Sparkles } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function ServicesPage() {
  return (
    <ComingSoonPanel
      icon={Sparkles}
      title="Digital Marketing Services"
      description="Order web design, email, social media, SEO, branding and advertising services, with an AI assistant to help you choose."
    />
  );
}
