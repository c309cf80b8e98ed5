import { Handshake } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConnectionStanding } from "@/features/connections/api";
import { type ReferralTarget, SendReferralDialog } from "./send-referral-dialog";

type ReferMemberButtonProps = { member: ReferralTarget };

/**
 * A profile's "Refer": ask to be introduced to this member. Hidden once connected (an introduction
 * to a connection means nothing, and the server refuses it).
 */
export function ReferMemberButton({ member }: ReferMemberButtonProps) {
  const standing = useConnectionStanding(member.id);
  const [target, setTarget] = useState<ReferralTarget | null>(null);
  if (!standing.data || standing.data.standing === "connected") return null;
  return (
    <>
      <Button variant="outline" onClick={() => setTarget(member)}>
        <Handshake aria-hidden="true" />
        Refer<span className="sr-only"> {member.name}</span>
      </Button>
      <SendReferralDialog match={target} onOpenChange={(open) => !open && setTarget(null)} />
    </>
  );
}
