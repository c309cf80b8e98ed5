import type { MemberOrder } from "@shared/contracts/services";
import { formatPrice } from "@shared/rules/price";
import { CalendarDays, ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useCancelOrder, useMyOrders } from "../api";
import { formatOrderDate, formatWantedBy } from "../order-dates";
import { OrderStatusBadge } from "./order-status-badge";

/** My Orders (docs/product.md, Screens): the member's orders with their status, newest first. */
export function MyOrders({ onBrowse }: { onBrowse: () => void }) {
  const orders = useMyOrders(true);
  const [toCancel, setToCancel] = useState<MemberOrder | null>(null);
  const cancel = useCancelOrder();
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  const handleConfirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: (order) => {
        toast({
          title: "Order cancelled",
          description: `${order.projectName ?? order.serviceName} was cancelled.`,
          variant: "success",
        });
        setToCancel(null);
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: parseApiError(error).message ?? "Failed to cancel the order. Please try again.",
          variant: "destructive",
        });
        setToCancel(null);
      },
    });
  };

  return (
    <Card id="my-orders" tabIndex={-1} className="outline-none" aria-labelledby="my-orders-title">
      <CardHeader>
        <h2 id="my-orders-title" className="text-lg font-semibold leading-tight">
          My Orders
        </h2>
        <CardDescription>
          Follow each project from pending to completed. A pending order can be cancelled.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={orders}
          what="your orders"
          loading={
            <div className="grid gap-3" aria-busy="true">
              <span className="sr-only" role="status">
                Loading your orders
              </span>
              {[0, 1].map((index) => (
                <Skeleton key={index} className="h-20 w-full" />
              ))}
            </div>
          }
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={ClipboardList}
              message="You have no orders yet. Pick a service below to start your first project."
              action={
                <Button variant="outline" size="sm" onClick={onBrowse}>
                  Browse services
                </Button>
              }
            />
          }
        >
          <div className="grid gap-3">
            <ul className="grid gap-3" aria-label="Your orders">
              {items.map((order) => (
                <OrderRow key={order.id} order={order} onCancel={() => setToCancel(order)} />
              ))}
            </ul>
            <LoadMoreButton
              hasMore={orders.hasNextPage}
              isLoading={orders.isFetchingNextPage}
              onLoadMore={() => void orders.fetchNextPage()}
              label="Show more orders"
            />
          </div>
        </QueryState>
      </CardContent>
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        title="Cancel this order?"
        description={
          toCancel
            ? `"${toCancel.projectName ?? toCancel.serviceName}" will be cancelled and our team will not start on it.`
            : ""
        }
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        pendingLabel="Cancelling..."
        isPending={cancel.isPending}
        onConfirm={handleConfirmCancel}
      />
    </Card>
  );
}

function OrderRow({ order, onCancel }: { order: MemberOrder; onCancel: () => void }) {
  const title = order.projectName ?? order.serviceName;
  return (
    <li
      className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="my-order"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium break-words">
            <Link
              href={`/services/orders/${order.id}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {title}
            </Link>
          </h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {order.serviceName} · {formatPrice(order.totalAmount)} · Ordered {formatOrderDate(order.orderDate)}
        </p>
        {order.desiredCompletionDate ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4" />
            Wanted by {formatWantedBy(order.desiredCompletionDate)}
          </p>
        ) : null}
      </div>
      {order.status === "pending" ? (
        <Button
          variant="outline"
          size="sm"
          onClick={onCancel}
          aria-label={`Cancel order ${title}`}
          className="justify-self-start sm:justify-self-end"
        >
          Cancel
        </Button>
      ) : null}
    </li>
  );
}
