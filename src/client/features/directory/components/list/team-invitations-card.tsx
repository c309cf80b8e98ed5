import type { TeamInvitation } from "@shared/contracts/directory";
import { BUSINESS_TEAM_ROLE_LABELS, type BusinessTeamRole } from "@shared/rules/directory";
import { Check, MailOpen, X } from "lucide-react";
import { Link } from "wouter";
import { PendingButton } from "@/components/forms/pending-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useAnswerInvitation, useTeamInvitations } from "../../api";
import { BusinessLogo } from "../business-logo";

const roleLabel = (role: string) => BUSINESS_TEAM_ROLE_LABELS[role as BusinessTeamRole] ?? role;

/** 'Team invitations': businesses whose owner asked the member to join their team; hidden when none. */
export function TeamInvitationsCard() {
  const query = useTeamInvitations(true);
  const answer = useAnswerInvitation();
  const invitations = query.data ?? [];
  if (invitations.length === 0) return null;

  const respond = (invitation: TeamInvitation, accept: boolean) =>
    answer.mutate(
      { invitation, accept },
      {
        onSuccess: () =>
          toast({
            title: accept ? "Invitation accepted" : "Invitation declined",
            description: accept
              ? `You are now on ${invitation.business.name}'s team.`
              : `You will not be listed on ${invitation.business.name}'s team.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to answer the invitation.",
            variant: "destructive",
          }),
      },
    );

  return (
    <Card data-testid="team-invitations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailOpen aria-hidden="true" className="size-5 text-primary" />
          Team invitations
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Team invitations">
          {invitations.map((invitation) => {
            const isAnswering = answer.isPending && answer.variables?.invitation.id === invitation.id;
            const name = invitation.business.name;
            return (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <BusinessLogo name={name} logo={invitation.business.logo} className="size-10" />
                  <p className="min-w-0 text-sm">
                    <span className="font-medium">
                      {invitation.invitedBy
                        ? `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`
                        : "The owner"}
                    </span>{" "}
                    invited you to join{" "}
                    <Link href={`/business/${invitation.business.slug}`} className="text-primary underline">
                      {name}
                    </Link>{" "}
                    as {roleLabel(invitation.role)}
                    {invitation.title ? ` (${invitation.title})` : ""}.
                  </p>
                </div>
                <div className="flex gap-2">
                  <PendingButton
                    size="sm"
                    isPending={isAnswering && answer.variables?.accept === true}
                    disabled={isAnswering}
                    pendingLabel="Accepting..."
                    icon={<Check aria-hidden="true" />}
                    aria-label={`Accept the invitation to ${name}`}
                    onClick={() => respond(invitation, true)}
                  >
                    Accept
                  </PendingButton>
                  <PendingButton
                    size="sm"
                    variant="outline"
                    isPending={isAnswering && answer.variables?.accept === false}
                    disabled={isAnswering}
                    pendingLabel="Declining..."
                    icon={<X aria-hidden="true" />}
                    aria-label={`Decline the invitation to ${name}`}
                    onClick={() => respond(invitation, false)}
                  >
                    Decline
                  </PendingButton>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
