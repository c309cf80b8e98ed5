import type { Service } from "@shared/contracts/services";
import { PackageOpen } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { SectionError } from "@/components/feedback/section-error";
import type { OrderPath } from "../api";
import { ServiceCard, ServiceCardSkeleton } from "./service-card";

/** Six placeholders while the catalogue loads. */
const PLACEHOLDER_KEYS = ["a", "b", "c", "d", "e", "f"];

type ServiceGridProps = {
  services: Service[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  orderPath: OrderPath;
  /** Shown when the catalogue has nothing for this view. */
  emptyTitle: string;
  emptyAction?: ReactNode;
};

/** The card grid of a catalogue view with its loading, error and empty states. */
export function ServiceGrid(props: ServiceGridProps) {
  if (props.isPending) {
    return (
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading services
        </span>
        {PLACEHOLDER_KEYS.map((key) => (
          <ServiceCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (props.error || !props.services) {
    return (
      <SectionError
        what="the services"
        error={props.error}
        onRetry={props.onRetry}
        isRetrying={props.isRetrying}
      />
    );
  }
  if (props.services.length === 0) {
    return (
      <div className="grid justify-items-center gap-2" data-testid="services-empty">
        <h3 className="text-lg font-semibold">{props.emptyTitle}</h3>
        <EmptyState
          icon={PackageOpen}
          message="New packages are added regularly. Ask the assistant or browse the other categories in the meantime."
          action={props.emptyAction}
          className="w-full"
        />
      </div>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Services">
      {props.services.map((service) => (
        <li key={service.id} className="min-w-0">
          <ServiceCard service={service} orderPath={props.orderPath} />
        </li>
      ))}
    </ul>
  );
}
