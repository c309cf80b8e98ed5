import type { MemberOrder } from "@shared/contracts/services";
import { formatPrice } from "@shared/rules/price";
import { CalendarDays, ClipboardList, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { SectionError } from "@/components/feedback/section-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ConfirmDialog } from "@/features/feed/components/confirm-dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useCancelOrder, useMyOrders } from "../api";
import { formatOrderDate, formatWantedBy } from "../order-dates";
import { OrderStatusBadge } from "./order-status-badge";

/** My Orders (document 2, section 2): the member's orders with their status, newest first. */
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
        {orders.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading your orders
            </span>
            {[0, 1].map((index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
        ) : orders.isError ? (
          <SectionError
            what="your orders"
            error={orders.error}
            onRetry={() => void orders.refetch()}
            isRetrying={orders.isRefetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            message="You have no orders yet. Pick a service below to start your first project."
            action={
              <Button variant="outline" size="sm" onClick={onBrowse}>
                Browse services
              </Button>
            }
          />
        ) : (
          <div className="grid gap-3">
            <ul className="grid gap-3" aria-label="Your orders">
              {items.map((order) => (
                <OrderRow key={order.id} order={order} onCancel={() => setToCancel(order)} />
              ))}
            </ul>
            {orders.hasNextPage ? (
              <Button
                variant="outline"
                className="justify-self-center"
                onClick={() => void orders.fetchNextPage()}
                disabled={orders.isFetchingNextPage}
              >
                {orders.isFetchingNextPage ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : null}
                {orders.isFetchingNextPage ? "Loading..." : "Show more orders"}
              </Button>
            ) : null}
          </div>
        )}
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
          <h3 className="font-medium break-words">{title}</h3>
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
