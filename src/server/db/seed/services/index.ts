import type { ServiceCategory } from "../../../../shared/rules/service-categories";
import { buildService, type NewService } from "../factories";
import { SEED_SERVICES } from "./catalogue";

export { SEED_SERVICES } from "./catalogue";
export { SEED_ORDERS, seedDemoServiceOrders } from "./demo-orders";

export function serviceImageUrl(category: ServiceCategory): string {
  return `/images/services/${category}.svg`;
}

export function serviceRows(): NewService[] {
  return SEED_SERVICES.map((service) =>
    buildService({ ...service, imageUrl: serviceImageUrl(service.category) }),
  );
}
