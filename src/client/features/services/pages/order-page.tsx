import {
  ACTION_LABELS,
  type OrderAction,
  type OrderActor,
  STATE_LABELS,
} from "@shared/contracts/order-process";
import type { AgencyTransitionRequest, OrderDetail } from "@shared/contracts/service-orders";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { QueryState } from "@/components/feedback/query-state";
import { PageContainer } from "@/components/layout/page-container";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { OrderActionDialog } from "../components/order-action-dialog";
import { OrderPaymentCard } from "../components/order-payment-card";
import { OrderReviewCard } from "../components/order-review-card";
import { OrderThread } from "../components/order-thread";
import { OrderTimeline } from "../components/order-timeline";
import { useAgencyTransition, useBuyerTransition, useOrder } from "../order-api";
import { formatMoney } from "../order-money";

/** /services/orders/{id}: the order page for its buyer and the admins (the agency). */
export function OrderPage({ id }: { id: string }) {
  const orderId = Number(id);
  const order = useOrder(orderId);
  const { user } = useAuth();
  useDocumentTitle(order.data ? `Order: ${order.data.projectName ?? order.data.service.name}` : "Order");
  const isAdmin = user?.role === "admin";
  return (
    <PageContainer className="grid gap-6 py-8">
      <Link
        href={isAdmin && order.data?.buyer.id !== user?.id ? "/admin?tab=orders" : "/services#my-orders"}
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {isAdmin && order.data?.buyer.id !== user?.id ? "All orders" : "My orders"}
      </Link>
      <QueryState
        query={order}
        what="this order"
        loading={<Skeleton className="h-64 w-full" />}
        isEmpty={false}
        empty={null}
      >
        {order.data ? (
          <OrderView order={order.data} isBuyer={order.data.buyer.id === user?.id} isAdmin={isAdmin} />
        ) : null}
      </QueryState>
    </PageContainer>
  );
}

function OrderView({ order, isBuyer, isAdmin }: { order: OrderDetail; isBuyer: boolean; isAdmin: boolean }) {
  const price = order.amount !== null ? formatMoney(order.amount, order.currency) : "Custom quote";
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid min-w-0 content-start gap-6">
        <header className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold break-words">{order.projectName ?? order.service.name}</h1>
            <Badge variant="outline" data-testid="order-state" data-state={order.state}>
              {STATE_LABELS[order.state]}
            </Badge>
          </div>
          <p className="text-muted-foreground">
            {order.service.name} · Order #{order.id} · {price}
          </p>
        </header>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">The brief</h2>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p className="break-words whitespace-pre-line">{order.projectDescription}</p>
            {order.requirements ? (
              <p className="break-words whitespace-pre-line">
                <span className="font-medium">Requirements: </span>
                {order.requirements}
              </p>
            ) : null}
            {order.desiredCompletionDate ? <p>Wanted by {order.desiredCompletionDate}</p> : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Buyer</dt>
              <dd>{order.buyer.name}</dd>
              <dt className="text-muted-foreground">Price</dt>
              <dd data-testid="order-amount">{price}</dd>
              {order.quote ? (
                <>
                  <dt className="text-muted-foreground">Quote</dt>
                  <dd>
                    {formatMoney(order.quote.amount, order.currency)}, valid until{" "}
                    {new Date(order.quote.expiresAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
                  </dd>
                </>
              ) : null}
              {order.payment ? (
                <>
                  <dt className="text-muted-foreground">Payment</dt>
                  <dd>
                    {order.payment.status === "refunded"
                      ? `Refunded ${formatMoney(order.payment.refundedAmount, order.payment.currency)}`
                      : order.payment.status === "paid"
                        ? `Paid ${formatMoney(order.payment.amount, order.payment.currency)}`
                        : "Checkout started"}
                    {order.payment.reference ? ` · reference ${order.payment.reference}` : ""}
                  </dd>
                </>
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">Messages</h2>
          </CardHeader>
          <CardContent>
            <OrderThread orderId={order.id} viewerIsAgency={!isBuyer} />
          </CardContent>
        </Card>
      </div>
      <div className="grid min-w-0 content-start gap-6">
        <OrderPaymentCard order={order} isBuyer={isBuyer} />
        {isBuyer ? <ActionsCard order={order} actor="buyer" title="What you can do" /> : null}
        {isAdmin ? <ActionsCard order={order} actor="agency" title="Agency actions" /> : null}
        {order.state === "completed" ? (
          <OrderReviewCard order={order} isBuyer={isBuyer} isAdmin={isAdmin} />
        ) : null}
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">Timeline</h2>
          </CardHeader>
          <CardContent>
            <OrderTimeline timeline={order.timeline} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function ActionsCard({ order, actor, title }: { order: OrderDetail; actor: OrderActor; title: string }) {
  const actions = actor === "buyer" ? order.actions.buyer : order.actions.agency;
  const buyerMove = useBuyerTransition(order.id);
  const agencyMove = useAgencyTransition(order.id);
  const move = actor === "buyer" ? buyerMove : agencyMove;
  const [open, setOpen] = useState<OrderAction | null>(null);

  const handleSubmit = (body: AgencyTransitionRequest) =>
    move.mutate(body as never, {
      onSuccess: (next) => {
        toast({
          title: ACTION_LABELS[body.action],
          description: `The order is now ${STATE_LABELS[next.state].toLowerCase()}.`,
          variant: "success",
        });
        setOpen(null);
      },
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {order.state === "in_progress" && actor === "buyer"
              ? "The agency is working on your order."
              : "Nothing to do right now."}
          </p>
        ) : (
          actions.map((action) => (
            <Button
              key={action}
              variant={action === "cancel" || action === "dispute" ? "outline" : "default"}
              onClick={() => {
                move.reset();
                setOpen(action);
              }}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))
        )}
        {actor === "buyer" && order.changeRequestsLeft < 3 && order.state === "delivered" ? (
          <p className="text-xs text-muted-foreground">Change requests left: {order.changeRequestsLeft}</p>
        ) : null}
      </CardContent>
      <OrderActionDialog
        key={open ?? "closed"}
        action={open}
        actor={actor}
        isPending={move.isPending}
        error={
          move.error ? (parseApiError(move.error).message ?? "That did not work. Please try again.") : null
        }
        onClose={() => setOpen(null)}
        onSubmit={handleSubmit}
      />
    </Card>
  );
}
