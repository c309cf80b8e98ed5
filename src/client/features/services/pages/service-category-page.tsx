import { Sparkles } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";
import { SERVICE_CATEGORY_PAGES, type ServiceCategorySlug } from "../service-categories";

export function ServiceCategoryPage({ category }: { category: ServiceCategorySlug }) {
  const name = SERVICE_CATEGORY_PAGES.find((page) => page.slug === category)?.name ?? "Services";
  return (
    <ComingSoonPanel
      icon={Sparkles}
      title={`${name} Services`}
      description={`${name} packages with their prices, delivery times and an order form will be listed here.`}
      backHref="/services"
      backLabel="Back to Services"
    />
  );
}
