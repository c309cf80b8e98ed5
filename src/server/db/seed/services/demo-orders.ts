import { inArray } from "drizzle-orm";
import { serviceOrderEvents, serviceOrders, services } from "../../schema";
import { buildServiceOrder, type Executor } from "../factories";

type SeedOrder = {
  member: string;
  service: string;
  status: "pending" | "in_progress" | "completed" | "cancelled";
  daysAgo: number;
  projectName: string;
  projectDescription: string;
  requirements?: string;
  /** Days after the order date; none when the member gave no date. */
  dueInDays?: number;
};

/** Demo orders in every status, so My Orders, the assistant and the admins' list have real data. */
export const SEED_ORDERS: readonly SeedOrder[] = [
  {
    member: "alex-morgan",
    service: "Business Website Starter",
    status: "in_progress",
    daysAgo: 12,
    projectName: "Morgan Advisory Website",
    projectDescription: "A five-page site for the advisory practice with a booking form for intro calls.",
    requirements: "Keep the current logo and colours; integrate with our calendar.",
    dueInDays: 30,
  },
  {
    member: "alex-morgan",
    service: "SEO Audit",
    status: "completed",
    daysAgo: 45,
    projectName: "Q3 SEO Health Check",
    projectDescription: "Audit the current site before the redesign so nothing that ranks gets lost.",
  },
  {
    member: "priya-raman",
    service: "Complete Brand Identity",
    status: "pending",
    daysAgo: 3,
    projectName: "Series A Rebrand",
    projectDescription: "New positioning and visual identity ahead of the funding announcement.",
    dueInDays: 60,
  },
  {
    member: "marcus-chen",
    service: "PPC Management",
    status: "in_progress",
    daysAgo: 20,
    projectName: "Spring Lead Generation",
    projectDescription: "Search campaigns for the three core product lines with a monthly budget cap.",
  },
  {
    member: "sofia-alvarez",
    service: "Automated Email Sequences",
    status: "cancelled",
    daysAgo: 30,
    projectName: "Onboarding Emails",
    projectDescription: "Welcome and onboarding sequence for new subscribers.",
  },
];

const SEED_DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts SEED_ORDERS for the members and services that exist; returns how many were stored. */
export async function seedDemoServiceOrders(
  tx: Executor,
  memberId: (key: string) => number | undefined,
  now: Date,
): Promise<number> {
  const names = [...new Set(SEED_ORDERS.map((order) => order.service))];
  const rows = await tx
    .select({ id: services.id, name: services.name, price: services.price })
    .from(services)
    .where(inArray(services.name, names));
  const byName = new Map(rows.map((row) => [row.name, row]));
  const values = SEED_ORDERS.flatMap((order) => {
    const userId = memberId(order.member);
    const service = byName.get(order.service);
    if (userId === undefined || !service) return [];
    const orderDate = new Date(now.getTime() - order.daysAgo * SEED_DAY_MS);
    const completedDate =
      order.status === "completed" ? new Date(orderDate.getTime() + 10 * SEED_DAY_MS) : null;
    return [
      buildServiceOrder({
        userId,
        serviceId: service.id,
        status: order.status,
        totalAmount: service.price,
        projectName: order.projectName,
        projectDescription: order.projectDescription,
        requirements: order.requirements ?? "No specific requirements provided",
        desiredCompletionDate:
          order.dueInDays === undefined
            ? null
            : new Date(orderDate.getTime() + order.dueInDays * SEED_DAY_MS).toISOString().slice(0, 10),
        automationStatus: "sent",
        orderDate,
        completedDate,
      }),
    ];
  });
  if (values.length === 0) return 0;
  const stored = await tx.insert(serviceOrders).values(values).returning({
    id: serviceOrders.id,
    userId: serviceOrders.userId,
    state: serviceOrders.state,
    orderDate: serviceOrders.orderDate,
    completedDate: serviceOrders.completedDate,
  });
  // Each demo order's timeline: the request, then the state it reached.
  await tx.insert(serviceOrderEvents).values(
    stored.flatMap((order) => [
      { orderId: order.id, state: "requested", actor: "buyer", actorId: order.userId, at: order.orderDate },
      ...(order.state === "requested"
        ? []
        : [
            {
              orderId: order.id,
              state: order.state,
              actor: "system",
              at: order.completedDate ?? order.orderDate,
            },
          ]),
    ]),
  );
  return values.length;
}
