import {
  MATCH_DISMISSAL_REASON_LABELS,
  MATCH_DISMISSAL_REASONS,
  type MatchDismissalReason,
} from "@shared/contracts/matching";
import { EyeOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { dismissSuggestion, undoDismissSuggestion } from "../api";

/**
 * "Not interested" on a suggestion card (issue 29 point 4): a reason is optional; the member leaves
 * every suggestion list at once, and the toast offers Undo.
 */
export function NotInterestedMenu({ memberId, name }: { memberId: number; name: string }) {
  const [isPending, setPending] = useState(false);

  async function handleDismiss(reason: MatchDismissalReason | undefined) {
    setPending(true);
    try {
      await dismissSuggestion(memberId, reason);
      const shown = toast({
        title: `${name} won't be suggested to you`,
        description: (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              shown.dismiss();
              void undoDismissSuggestion(memberId).catch((error: unknown) =>
                toast({
                  title: "Could not undo",
                  description: parseApiError(error).message ?? "Please try again.",
                  variant: "destructive",
                }),
              );
            }}
          >
            Undo
          </Button>
        ),
      });
    } catch (error) {
      toast({
        title: "Could not hide this suggestion",
        description: parseApiError(error).message ?? "Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" disabled={isPending}>
          <EyeOff aria-hidden="true" />
          Not interested<span className="sr-only"> in {name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {MATCH_DISMISSAL_REASONS.map((reason) => (
          <DropdownMenuItem key={reason} onSelect={() => void handleDismiss(reason)}>
            {MATCH_DISMISSAL_REASON_LABELS[reason]}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={() => void handleDismiss(undefined)}>
          Just hide this suggestion
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
