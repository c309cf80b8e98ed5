import type { Opportunity } from "@shared/contracts/opportunities";
import { Bookmark, BookmarkCheck, Check, Send } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ReportMoreMenu } from "@/features/moderation";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useToggleSaved } from "../api";
import { ApplyDialog } from "./apply-dialog";

/** Apply (or Applied) and Save (a toggle) for one opportunity; the poster sees neither Apply nor Save. */
export function OpportunityActions({ opportunity }: { opportunity: Opportunity }) {
  const { user } = useAuth();
  const [isApplyOpen, setIsApplyOpen] = useState(false);
  const toggleSaved = useToggleSaved();
  const isOwn = user !== null && opportunity.postedBy?.id === user.id;

  const handleToggleSave = () => {
    const isSaved = !opportunity.isSaved;
    toggleSaved.mutate(
      { id: opportunity.id, isSaved },
      {
        onSuccess: () =>
          toast({ title: isSaved ? "Opportunity saved" : "Removed from saved", variant: "success" }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Could not update the saved mark. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  if (isOwn) return <Badge variant="secondary">Posted by you</Badge>;
  return (
    <div className="flex flex-wrap gap-2">
      {opportunity.hasApplied ? (
        <Button size="sm" variant="secondary" disabled aria-label={`Applied to ${opportunity.title}`}>
          <Check aria-hidden="true" />
          Applied
        </Button>
      ) : (
        <Button size="sm" onClick={() => setIsApplyOpen(true)} aria-label={`Apply to ${opportunity.title}`}>
          <Send aria-hidden="true" />
          Apply
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        aria-pressed={opportunity.isSaved}
        aria-label={`${opportunity.isSaved ? "Saved" : "Save"}: ${opportunity.title}`}
        onClick={handleToggleSave}
        disabled={toggleSaved.isPending}
      >
        {opportunity.isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {opportunity.isSaved ? "Saved" : "Save"}
      </Button>
      {user ? (
        <ReportMoreMenu
          target={{ type: "opportunity", id: opportunity.id }}
          label={`More actions for ${opportunity.title}`}
        />
      ) : null}
      <ApplyDialog opportunity={opportunity} open={isApplyOpen} onOpenChange={setIsApplyOpen} />
    </div>
  );
}
