import type { SuggestedAction } from "../../../shared/contracts/assistant";
import { formatPrice, isCustomQuote } from "../../../shared/rules/price";
import {
  normalizeServiceCategory,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  SERVICE_CATEGORY_SLUGS,
  type ServiceCategory,
} from "../../../shared/rules/service-categories";
import type { CatalogueService } from "../services/order-query";
import { clip } from "./assistant-text";

/** An order of the signed-in member, as the assistant may speak of it. */
export type OrderFact = {
  id: number;
  projectName: string | null;
  serviceName: string;
  status: string;
  totalAmount: number;
  orderDate: Date;
  desiredCompletionDate: string | null;
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export const formatDate = (date: Date) => dateFormat.format(date);
/** A YYYY-MM-DD date as 'Dec 15, 2026'. */
export const formatCalendarDate = (value: string) => dateFormat.format(new Date(`${value}T00:00:00Z`));

export function categoryName(service: Pick<CatalogueService, "category">): string {
  const category = normalizeServiceCategory(service.category);
  return category ? SERVICE_CATEGORY_DISPLAY_NAMES[category] : service.category;
}

export function priceText(price: number): string {
  return isCustomQuote(price) ? "Custom Quote" : formatPrice(price);
}

/** One line of a listing: name, price and delivery time, straight from the catalogue. */
export function serviceLine(service: CatalogueService, options: { withDescription?: boolean } = {}): string {
  const base = `- ${service.name} (${categoryName(service)}): ${priceText(service.price)}, delivery time: ${service.deliveryTime}`;
  return options.withDescription && service.description ? `${base}. ${clip(service.description, 140)}` : base;
}

/** Everything the catalogue says about a service, for the model's facts. */
export function serviceFact(service: CatalogueService): string {
  const features = service.features.length > 0 ? `; features: ${service.features.join(", ")}` : "";
  return (
    `Service "${service.name}": category ${categoryName(service)}; price ${priceText(service.price)}` +
    `${isCustomQuote(service.price) ? " (priced after the scope is discussed)" : ""}; ` +
    `delivery time ${service.deliveryTime}${features}; ${service.description ?? ""}`.trim()
  );
}

export const STATUS_DESCRIPTIONS: Record<string, string> = {
  pending: "Pending: we have received it and our team will start on it soon",
  in_progress: "In Progress: our team is working on it",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function statusText(status: string): string {
  return STATUS_DESCRIPTIONS[status] ?? status;
}

export function orderName(order: OrderFact): string {
  return order.projectName ? `"${order.projectName}"` : `#${order.id}`;
}

export function orderLine(order: OrderFact): string {
  return `- ${orderName(order)} (${order.serviceName}): ${statusText(order.status).split(":")[0]}, placed ${formatDate(order.orderDate)}`;
}

export function orderFact(order: OrderFact): string {
  const due = order.desiredCompletionDate
    ? `; desired completion ${formatCalendarDate(order.desiredCompletionDate)}`
    : "";
  return (
    `The member's order ${orderName(order)} (order #${order.id}) for ${order.serviceName}: status ` +
    `${statusText(order.status)}; placed ${formatDate(order.orderDate)}; total ${priceText(order.totalAmount)}${due}`
  );
}

export const actions = {
  viewCategory: (category: ServiceCategory): SuggestedAction => ({
    label: `View ${SERVICE_CATEGORY_DISPLAY_NAMES[category]} services`,
    type: "view_service",
    data: { category: SERVICE_CATEGORY_SLUGS[category] },
  }),
  browseAll: (): SuggestedAction => ({
    label: "Browse all services",
    type: "view_service",
    data: { category: "all" },
  }),
  startOrder: (): SuggestedAction => ({ label: "Start an order", type: "start_order" }),
  checkStatus: (): SuggestedAction => ({ label: "Check my orders", type: "check_status" }),
};
