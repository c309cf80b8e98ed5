import { UserRound } from "lucide-react";
import { useParams } from "wouter";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function ProfilePage() {
  const { username = "" } = useParams<{ username: string }>();
  return (
    <ComingSoonPanel
      icon={UserRound}
      title="Public Profile"
      description={`The professional profile of @${username}, with skills, services and contact options, will be shown here.`}
    />
  );
}
