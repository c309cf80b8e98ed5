import { ORDER_MESSAGES } from "@shared/contracts/services";
import { formatPrice, isCustomQuote, orderButtonLabel } from "@shared/rules/price";
import { normalizeServiceCategory, SERVICE_CATEGORY_DISPLAY_NAMES } from "@shared/rules/service-categories";
import { ArrowLeft, Check, Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import { QueryState } from "@/components/feedback/query-state";
import { PageContainer } from "@/components/layout/page-container";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { OrderDialog } from "../components/order-dialog";
import { ServiceRating } from "../components/service-rating";
import { ServiceReviews } from "../components/service-reviews";
import { useService } from "../review-api";

/**
 * /services/service/{id}: one service, its rating and reviews, and its order dialog. `?brief=` (the
 * assistant's "Start an order") opens the dialog with the brief as the project description.
 */
export function ServicePage({ id }: { id: string }) {
  const serviceId = Number(id);
  const service = useService(serviceId);
  const brief = new URLSearchParams(useSearch()).get("brief") ?? undefined;
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [isOrdering, setIsOrdering] = useState(false);
  useDocumentTitle(service.data?.name ?? "Service");

  useEffect(() => {
    if (brief && user && service.data) setIsOrdering(true);
  }, [brief, user, service.data]);

  const handleOrder = () => {
    if (!user) {
      toast({ title: "Sign in required", description: ORDER_MESSAGES.signInRequired });
      openAuthDialog("login");
      return;
    }
    setIsOrdering(true);
  };

  return (
    <PageContainer className="grid gap-6 py-8">
      <Button variant="link" asChild className="h-auto justify-self-start px-0">
        <Link href="/services">
          <ArrowLeft aria-hidden="true" />
          Back to Services
        </Link>
      </Button>
      <QueryState
        query={service}
        what="this service"
        loading={<Skeleton className="h-64 w-full" />}
        isEmpty={false}
        empty={null}
      >
        {service.data ? (
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <div className="grid min-w-0 content-start gap-6">
              <header className="grid gap-2">
                {normalizeServiceCategory(service.data.category) ? (
                  <Badge variant="secondary" className="justify-self-start">
                    {SERVICE_CATEGORY_DISPLAY_NAMES[normalizeServiceCategory(service.data.category) ?? "seo"]}
                  </Badge>
                ) : null}
                <h1 className="text-3xl font-bold tracking-tight">{service.data.name}</h1>
                <ServiceRating
                  rating={service.data.rating}
                  reviewCount={service.data.reviewCount}
                  size="md"
                />
                {service.data.description ? (
                  <p className="max-w-3xl text-muted-foreground">{service.data.description}</p>
                ) : null}
              </header>
              <section aria-labelledby="service-reviews-heading" className="grid gap-4">
                <h2 id="service-reviews-heading" className="text-xl font-semibold">
                  Reviews
                </h2>
                <ServiceReviews serviceId={serviceId} />
              </section>
            </div>
            <Card className="content-start">
              <CardHeader>
                <h2 className="text-lg font-semibold leading-tight">
                  <span className="sr-only">Price: </span>
                  {isCustomQuote(service.data.price) ? "Custom Quote" : formatPrice(service.data.price)}
                </h2>
              </CardHeader>
              <CardContent className="grid gap-4 text-sm">
                <p className="flex items-center gap-1.5 text-muted-foreground">
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">Delivery time: </span>
                  {service.data.deliveryTime}
                </p>
                {service.data.features.length > 0 ? (
                  <ul className="grid gap-1.5" aria-label={`${service.data.name} includes`}>
                    {service.data.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Button onClick={handleOrder}>{orderButtonLabel(service.data.price, false)}</Button>
              </CardContent>
              <OrderDialog
                service={service.data}
                open={isOrdering}
                onOpenChange={setIsOrdering}
                orderPath="/api/services/orders"
                brief={brief}
              />
            </Card>
          </div>
        ) : null}
      </QueryState>
    </PageContainer>
  );
}
