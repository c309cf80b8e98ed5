import type { Service } from "@shared/contracts/services";
import { ORDER_MESSAGES } from "@shared/contracts/services";
import { formatPrice, isCustomQuote, orderButtonLabel } from "@shared/rules/price";
import { normalizeServiceCategory, SERVICE_CATEGORY_DISPLAY_NAMES } from "@shared/rules/service-categories";
import { Check, Clock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import type { OrderPath } from "../api";
import { OrderDialog } from "./order-dialog";
import { servicePagePath } from "./service-links";
import { ServiceRating } from "./service-rating";

type ServiceCardProps = { service: Service; orderPath: OrderPath };

/** A service of the catalogue with its own order dialog (one open per service at a time). */
export function ServiceCard({ service, orderPath }: ServiceCardProps) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [isOrdering, setIsOrdering] = useState(false);
  const category = normalizeServiceCategory(service.category);
  const isQuote = isCustomQuote(service.price);
  const headingId = `service-${service.id}-name`;

  const handleOrder = () => {
    if (!user) {
      toast({ title: "Sign in required", description: ORDER_MESSAGES.signInRequired });
      openAuthDialog("login");
      return;
    }
    setIsOrdering(true);
  };

  return (
    <Card
      className="flex h-full flex-col"
      aria-labelledby={headingId}
      role="article"
      data-testid="service-card"
    >
      <div className="grid gap-2 p-6 pb-4">
        {category ? (
          <Badge variant="secondary" className="justify-self-start">
            {SERVICE_CATEGORY_DISPLAY_NAMES[category]}
          </Badge>
        ) : null}
        <h3 id={headingId} className="text-lg font-semibold leading-tight">
          <Link href={servicePagePath(service.id)} className="hover:underline underline-offset-4">
            {service.name}
          </Link>
        </h3>
        <ServiceRating rating={service.rating} reviewCount={service.reviewCount} />
        {service.description ? <p className="text-sm text-muted-foreground">{service.description}</p> : null}
      </div>
      {service.features.length > 0 ? (
        <ul className="grid gap-1.5 px-6 pb-4 text-sm" aria-label={`${service.name} includes`}>
          {service.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto grid gap-3 border-t border-border p-6">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <p className={isQuote ? "text-xl font-semibold" : "text-2xl font-bold tabular-nums"}>
            <span className="sr-only">Price: </span>
            {formatPrice(service.price)}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Delivery time: </span>
            {service.deliveryTime}
          </p>
        </div>
        <Button
          onClick={handleOrder}
          aria-label={`${orderButtonLabel(service.price, false)}: ${service.name}`}
        >
          {orderButtonLabel(service.price, false)}
        </Button>
      </div>
      <OrderDialog service={service} open={isOrdering} onOpenChange={setIsOrdering} orderPath={orderPath} />
    </Card>
  );
}

export function ServiceCardSkeleton() {
  return (
    <Card className="grid gap-3 p-6" aria-hidden="true">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}
