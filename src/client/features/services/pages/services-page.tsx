import { PageContainer } from "@/components/layout/page-container";
import { CATALOGUE_SECTION_ID, revealSection, ServicesChat, useSuggestedAction } from "@/features/assistant";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useServices } from "../api";
import { CategoryLinks } from "../components/category-links";
import { CategoryTabs } from "../components/category-tabs";
import { MyOrders } from "../components/my-orders";
import { WhyChoose } from "../components/why-choose";

/** /services (docs/product.md, Screens): the assistant, My Orders, categories, the catalogue, Why Choose. */
export function ServicesPage() {
  useDocumentTitle("Digital Marketing Services");
  const { user } = useAuth();
  const services = useServices();
  const handleAction = useSuggestedAction();

  return (
    <PageContainer className="grid gap-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Digital Marketing Services</h1>
        <p className="max-w-3xl text-muted-foreground">
          Websites, email, social media, SEO, branding and advertising from specialists, at clear prices. Tell
          the assistant what you want to achieve and it will point you to the right service.
        </p>
      </header>

      <ServicesChat onAction={handleAction} />

      {user ? <MyOrders onBrowse={() => revealSection(CATALOGUE_SECTION_ID)} /> : null}

      <CategoryLinks />

      <section
        id={CATALOGUE_SECTION_ID}
        tabIndex={-1}
        aria-labelledby="catalogue-title"
        className="grid gap-4 outline-none"
      >
        <div className="grid gap-1">
          <h2 id="catalogue-title" className="text-2xl font-bold tracking-tight">
            Our Services
          </h2>
          <p className="text-muted-foreground">
            Prices are per project unless a service says otherwise. Custom Quote services are priced with you.
          </p>
        </div>
        <CategoryTabs
          services={services.data}
          isPending={services.isPending}
          error={services.error}
          onRetry={() => void services.refetch()}
          isRetrying={services.isRefetching}
          orderPath="/api/services/order"
        />
      </section>

      <WhyChoose />
    </PageContainer>
  );
}
