import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";
import { dismissToast, TOAST_DURATION_MS, type ToastItem, useToasts } from "@/lib/toast";

const variantClassName: Record<NonNullable<ToastItem["variant"]>, string> = {
  default: "border-border bg-popover text-popover-foreground",
  success: "border-border bg-popover text-popover-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

function ToastIcon({ variant }: { variant: ToastItem["variant"] }) {
  if (variant === "destructive") return <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />;
  if (variant === "success")
    return <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />;
  return null;
}

/** Renders the toast queue (one at a time) in an ARIA live region at the bottom right. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg animate-slide-up data-[state=closed]:hidden",
            variantClassName[variant],
          )}
          data-testid="toast"
          data-variant={variant}
        >
          <ToastIcon variant={variant} />
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
