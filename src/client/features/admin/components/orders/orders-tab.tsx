import { type OrderState, STATE_LABELS } from "@shared/contracts/order-process";
import {
  type AdminOrder,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  type OrderStatus,
} from "@shared/contracts/services";
import { ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatMoney, orderStatusLabel } from "@/features/services";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { AdminListState } from "../shell/admin-list-state";

type Filter = OrderStatus | "all";

/** The agency's orders, newest first; each opens the order page with its thread and the agency's actions. */
export function OrdersTab() {
  const [filter, setFilter] = useState<Filter>("all");
  const query = useCursorPages<AdminOrder>({
    queryKey: ["/api/admin/orders", filter],
    path: "/api/admin/orders",
    key: "orders",
    params: { limit: ORDER_PAGE_SIZE, status: filter === "all" ? undefined : filter },
  });
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-orders-heading" className="grid gap-4">
      <h2 id="admin-orders-heading" className="text-xl font-semibold">
        Service Orders
      </h2>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="admin-order-filter">Show</Label>
        <Select value={filter} onValueChange={(value) => setFilter(value as Filter)}>
          <SelectTrigger id="admin-order-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All orders</SelectItem>
            {ORDER_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {orderStatusLabel(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Orders</CardTitle>
        </CardHeader>
        <CardContent>
          <AdminListState
            query={query}
            itemCount={orders.length}
            what="the orders"
            emptyIcon={ClipboardList}
            emptyMessage="No orders here yet."
            moreLabel="Load More Orders"
          >
            <ul className="grid gap-3" aria-label="Orders">
              {orders.map((order) => (
                <li
                  key={order.id}
                  className="grid gap-1 rounded-lg border border-border p-4"
                  data-testid="admin-order"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      href={`/services/orders/${order.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {order.projectName ?? order.serviceName}
                    </Link>
                    <Badge variant="outline">{STATE_LABELS[order.state as OrderState] ?? order.state}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    #{order.id} · {order.serviceName} · {order.customer.name} ·{" "}
                    {order.totalAmount > 0 ? formatMoney(order.totalAmount, "usd") : "Custom quote"}
                  </p>
                </li>
              ))}
            </ul>
          </AdminListState>
        </CardContent>
      </Card>
    </section>
  );
}
