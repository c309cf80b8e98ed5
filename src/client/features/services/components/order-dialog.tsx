import { zodResolver } from "@hookform/resolvers/zod";
import {
  localDateString,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  type OrderFormValues,
  orderFormSchema,
  type Service,
} from "@shared/contracts/services";
import { formatPrice, orderButtonLabel } from "@shared/rules/price";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { useAuthDialog } from "@/lib/auth-dialog";
import { toast } from "@/lib/toast";
import { type OrderPath, usePlaceOrder } from "../api";

const EMPTY_ORDER: OrderFormValues = {
  projectName: "",
  projectDescription: "",
  requirements: "",
  desiredCompletionDate: "",
};

type OrderDialogProps = {
  service: Service;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderPath: OrderPath;
  /** A brief to start the description with (the assistant's "Start an order"). */
  brief?: string;
};

/**
 * The order dialog of one service (docs/product.md, Screens): closing it, by any means, resets every
 * field. The spec's alerts: the two required fields under their inputs, success and failure as toasts.
 */
export function OrderDialog({ service, open, onOpenChange, orderPath, brief }: OrderDialogProps) {
  const place = usePlaceOrder(orderPath);
  const { openAuthDialog } = useAuthDialog();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderFormValues>({
    resolver: zodResolver(orderFormSchema),
    defaultValues: { ...EMPTY_ORDER, projectDescription: brief ?? "" },
  });
  const idPrefix = `order-${service.id}`;

  const handleOpenChange = (next: boolean) => {
    if (place.isPending) return;
    if (!next) {
      reset(EMPTY_ORDER);
      setFailure(null);
      place.reset();
    }
    onOpenChange(next);
  };

  const handlePlace = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await place.mutateAsync({
        serviceId: service.id,
        projectName: values.projectName,
        projectDescription: values.projectDescription,
        requirements: values.requirements,
        desiredCompletionDate: values.desiredCompletionDate,
      });
      toast({ title: "Order placed", description: ORDER_MESSAGES.success, variant: "success" });
      reset(EMPTY_ORDER);
      onOpenChange(false);
    } catch (error) {
      const reason = parseApiError(error instanceof Error ? error.cause : error);
      if (reason.status === 401) {
        toast({
          title: "Sign in required",
          description: ORDER_MESSAGES.signInRequired,
          variant: "destructive",
        });
        onOpenChange(false);
        openAuthDialog("login");
        return;
      }
      setFailure(reason.message);
      toast({ title: "Error", description: ORDER_MESSAGES.failure, variant: "destructive" });
    }
  });

  const isQuote = service.price === 0;
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {isQuote ? "Request a Quote" : "Order"}: {service.name}
          </DialogTitle>
          <DialogDescription>
            {isQuote
              ? `Custom Quote · ${service.deliveryTime}. Tell us about the project and we'll price it with you.`
              : `${formatPrice(service.price)} · Delivery: ${service.deliveryTime}`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handlePlace} noValidate className="grid gap-4" aria-label={`Order ${service.name}`}>
          <InputField
            id={`${idPrefix}-name`}
            label="Project Name"
            error={errors.projectName?.message}
            autoComplete="off"
            maxLength={ORDER_LIMITS.projectName}
            placeholder="e.g. Bakery website relaunch"
            {...register("projectName")}
          />
          <TextareaField
            id={`${idPrefix}-description`}
            label="Project Description"
            error={errors.projectDescription?.message}
            rows={4}
            maxLength={ORDER_LIMITS.projectDescription}
            placeholder="What should we build or improve, and for whom?"
            {...register("projectDescription")}
          />
          <TextareaField
            id={`${idPrefix}-requirements`}
            label="Requirements (optional)"
            error={errors.requirements?.message}
            rows={3}
            maxLength={ORDER_LIMITS.requirements}
            placeholder="Brand colours, tools you use, must-haves..."
            {...register("requirements")}
          />
          <InputField
            id={`${idPrefix}-date`}
            label="Desired Completion Date (optional)"
            error={errors.desiredCompletionDate?.message}
            type="date"
            min={localDateString()}
            className="sm:max-w-56"
            {...register("desiredCompletionDate")}
          />
          {failure ? (
            <p
              role="alert"
              className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive"
            >
              {ORDER_MESSAGES.failure} {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={place.isPending}>
              Cancel
            </Button>
            <PendingButton
              type="submit"
              isPending={place.isPending}
              pendingLabel={orderButtonLabel(service.price, true)}
            >
              {orderButtonLabel(service.price, false)}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
