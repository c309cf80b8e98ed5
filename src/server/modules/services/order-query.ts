import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { type ServiceOrderRow, serviceOrders, services } from "../../db/schema";

/**
 * The catalogue is curated by the team, a few dozen services; this bound keeps a runaway catalogue
 * from ever turning a page load into a table dump.
 */
export const CATALOGUE_MAX = 500;

export const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  category: services.category,
  price: services.price,
  features: services.features,
  deliveryTime: services.deliveryTime,
  isActive: services.isActive,
  imageUrl: services.imageUrl,
};

export type CatalogueService = {
  id: number;
  name: string;
  description: string | null;
  category: string;
  price: number;
  features: string[];
  deliveryTime: string;
  isActive: boolean;
  imageUrl: string | null;
};

/** The active services in catalogue order (served by the (is_active, category) index). */
export async function activeServices(db: DbExecutor): Promise<CatalogueService[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.id))
    .limit(CATALOGUE_MAX);
}

/** The columns of an order as listed to the member (docs/product.md, Data), service name joined. */
export const memberOrderColumns = {
  id: serviceOrders.id,
  serviceName: services.name,
  status: serviceOrders.status,
  totalAmount: serviceOrders.totalAmount,
  orderDate: serviceOrders.orderDate,
  projectName: serviceOrders.projectName,
  projectDescription: serviceOrders.projectDescription,
  requirements: serviceOrders.requirements,
  desiredCompletionDate: serviceOrders.desiredCompletionDate,
};

export type MemberOrderRow = {
  id: number;
  serviceName: string;
  status: string;
  totalAmount: number;
  orderDate: Date;
  projectName: string | null;
  projectDescription: string | null;
  requirements: string | null;
  desiredCompletionDate: string | null;
};

export function toMemberOrder(order: ServiceOrderRow, serviceName: string): MemberOrderRow {
  return {
    id: order.id,
    serviceName,
    status: order.status,
    totalAmount: order.totalAmount,
    orderDate: order.orderDate,
    projectName: order.projectName,
    projectDescription: order.projectDescription,
    requirements: order.requirements,
    desiredCompletionDate: order.desiredCompletionDate,
  };
}

/** What the automation hears about an order: its facts, the service and the member to update. */
export function orderEventPayload(
  order: ServiceOrderRow,
  service: { id: number; name: string; category: string; ghlWorkflowId: string | null },
  customer: { id: number; firstName: string; lastName: string; email: string },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    orderId: order.id,
    status: order.status,
    totalAmount: order.totalAmount,
    currency: "USD",
    orderDate: order.orderDate.toISOString(),
    projectName: order.projectName,
    projectDescription: order.projectDescription,
    requirements: order.requirements,
    desiredCompletionDate: order.desiredCompletionDate,
    completedDate: order.completedDate?.toISOString() ?? null,
    service: {
      id: service.id,
      name: service.name,
      category: service.category,
      ghlWorkflowId: service.ghlWorkflowId,
    },
    customer: {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
    },
    ...extra,
  };
}
