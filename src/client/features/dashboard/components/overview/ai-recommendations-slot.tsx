import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "../shared/empty-state";

/** The AI Recommendations list; the matching issue replaces this slot with the real list. */
export function AiRecommendationsSlot({ onEditProfile }: { onEditProfile: () => void }) {
  return (
    <Card data-testid="ai-recommendations">
      <CardHeader>
        <CardTitle>AI Recommendations</CardTitle>
        <CardDescription>Members our matching suggests you meet.</CardDescription>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={Sparkles}
          message="Recommendations will appear here once matching has learned about you; a complete profile gives it the most to work with."
          action={
            <Button variant="outline" size="sm" onClick={onEditProfile}>
              Improve Your Profile
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
