import type { OrderDetail } from "@shared/contracts/service-orders";
import { CreditCard, FileDown } from "lucide-react";
import { PendingButton } from "@/components/forms/pending-button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-request";
import { awaitsStripeConfirmation } from "../order-api";
import { useStartCheckout } from "../payments-api";

/**
 * The order page's payment and invoice: the buyer of an order awaiting payment presses Pay (manual:
 * the agency's instructions appear here; Stripe: the browser goes to Stripe's Checkout page and comes
 * back, the order turning paid once Stripe's webhook arrives: `useOrder` asks again meanwhile); a paid
 * order links its invoice's PDF.
 */
export function OrderPaymentCard({ order, isBuyer }: { order: OrderDetail; isBuyer: boolean }) {
  const checkout = useStartCheckout(order.id);
  const canPay = isBuyer && order.state === "awaiting_payment" && order.amount !== null;
  const isAwaitingStripe = canPay && awaitsStripeConfirmation(order);
  if (!canPay && !order.invoice) return null;

  const handlePay = () =>
    checkout.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.provider === "stripe") window.location.assign(answer.url);
      },
    });
  const manual = checkout.data?.provider === "manual" ? checkout.data : null;
  const isRedirecting = checkout.data?.provider === "stripe";

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{order.invoice ? "Invoice" : "Payment"}</h2>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {canPay ? (
          <>
            <PendingButton
              onClick={handlePay}
              isPending={checkout.isPending || isRedirecting}
              pendingLabel={isRedirecting ? "Opening the payment page..." : "Starting payment..."}
              icon={<CreditCard aria-hidden="true" className="size-4" />}
            >
              Pay
            </PendingButton>
            <div aria-live="polite" className="grid gap-2">
              {isAwaitingStripe && !checkout.data ? (
                <p className="text-muted-foreground">
                  Paid already? Your order starts as soon as Stripe confirms the payment; this page updates by
                  itself.
                </p>
              ) : null}
              {manual ? (
                <section
                  aria-labelledby="payment-instructions-title"
                  className="grid gap-1 rounded-md border p-3"
                >
                  <h3 id="payment-instructions-title" className="font-medium">
                    How to pay
                  </h3>
                  <p data-testid="payment-instructions" className="break-words whitespace-pre-line">
                    {manual.instructions}
                  </p>
                  <p className="text-muted-foreground">
                    Your order starts as soon as the agency records your payment.
                  </p>
                </section>
              ) : null}
              {checkout.error ? (
                <p role="alert" className="text-destructive">
                  {parseApiError(checkout.error).message ??
                    "The payment could not be started. Please try again."}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        {order.invoice ? (
          <p className="flex flex-wrap items-center gap-2">
            <a
              href={order.invoice.url}
              download
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              Download invoice
            </a>
            <span className="text-muted-foreground">
              {order.invoice.number}, issued{" "}
              {new Date(order.invoice.issuedAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
            </span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
