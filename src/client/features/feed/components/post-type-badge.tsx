import { displayedPostType, postTypeLabel } from "@shared/rules/post-type";
import { Award, Briefcase, Lightbulb, MessageSquare, Users } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const BADGES = {
  general: { icon: MessageSquare, variant: "outline" },
  opportunity: { icon: Briefcase, variant: "success" },
  achievement: { icon: Award, variant: "default" },
  insight: { icon: Lightbulb, variant: "secondary" },
  connection: { icon: Users, variant: "secondary" },
} as const satisfies Record<string, { icon: typeof Award; variant: BadgeProps["variant"] }>;

/**
 * The post's type; an unknown type is shown as connection (docs/product.md, States). An ordinary
 * (general) post has no badge: only the other types are worth pointing out.
 */
export function PostTypeBadge({ type }: { type: string }) {
  const shown = displayedPostType(type);
  if (shown === "general") return null;
  const { icon: Icon, variant } = BADGES[shown];
  return (
    <Badge variant={variant} data-testid="post-type-badge">
      <Icon aria-hidden="true" />
      {postTypeLabel(type)}
    </Badge>
  );
}
