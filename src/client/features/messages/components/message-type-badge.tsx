import type { MessageType } from "@shared/contracts/messages";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const TYPE_STYLES: Record<MessageType, { label: string; variant: BadgeProps["variant"] }> = {
  opportunity: { label: "Opportunity", variant: "default" },
  partnership: { label: "Partnership", variant: "secondary" },
  other: { label: "Other", variant: "outline" },
};

export function MessageTypeBadge({ type }: { type: MessageType }) {
  const { label, variant } = TYPE_STYLES[type];
  return <Badge variant={variant}>{label}</Badge>;
}
