import {
  isInServiceCategory,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  type ServiceCategory,
} from "@shared/rules/service-categories";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useServices } from "../api";
import { ServiceGrid } from "../components/service-grid";
import {
  SERVICE_CATEGORY_DETAILS,
  SERVICE_CATEGORY_PAGES,
  type ServiceCategorySlug,
} from "../service-categories";

/**
 * A category page (docs/product.md, Screens): heading, description, the category's cards (matched by
 * value, page name or display name) with their order dialogs, and 'No {X} Services Available'.
 */
export function ServiceCategoryPage({ category: slug }: { category: ServiceCategorySlug }) {
  const page = SERVICE_CATEGORY_PAGES.find((entry) => entry.slug === slug) ?? SERVICE_CATEGORY_PAGES[0];
  const category = page.value as ServiceCategory;
  const name = SERVICE_CATEGORY_DISPLAY_NAMES[category];
  useDocumentTitle(`${name} Services`);
  const services = useServices();
  const inCategory = services.data?.filter((service) => isInServiceCategory(service.category, category));

  return (
    <PageContainer className="grid gap-8">
      <Button variant="link" asChild className="h-auto justify-self-start px-0">
        <Link href="/services">
          <ArrowLeft aria-hidden="true" />
          Back to Services
        </Link>
      </Button>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{name} Services</h1>
        <p className="max-w-3xl text-muted-foreground">{SERVICE_CATEGORY_DETAILS[category].description}</p>
      </header>
      <section aria-label={`${name} services`}>
        <ServiceGrid
          services={inCategory}
          isPending={services.isPending}
          error={services.error}
          onRetry={() => void services.refetch()}
          isRetrying={services.isRefetching}
          orderPath="/api/services/orders"
          emptyTitle={`No ${name} Services Available`}
          emptyAction={
            <Button variant="outline" size="sm" asChild>
              <Link href="/services">Browse all services</Link>
            </Button>
          }
        />
      </section>
    </PageContainer>
  );
}
