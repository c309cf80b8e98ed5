import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

type PendingButtonProps = ButtonProps & {
  isPending: boolean;
  /** The text while pending; children are the text otherwise. */
  pendingLabel: ReactNode;
  /** Shown before the text while idle; a spinning loader replaces it while pending. */
  icon?: ReactNode;
};

/** A button whose action is under way: a spinner and its pending text, disabled (unless told otherwise). */
export function PendingButton({
  isPending,
  pendingLabel,
  icon = null,
  disabled = isPending,
  children,
  ...props
}: PendingButtonProps) {
  return (
    <Button disabled={disabled} aria-busy={isPending} {...props}>
      {isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {isPending ? pendingLabel : children}
    </Button>
  );
}
