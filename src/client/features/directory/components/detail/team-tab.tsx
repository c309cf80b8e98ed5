import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AddEmployeeRequest,
  addEmployeeRequestSchema,
  type BusinessDetail,
  type BusinessEmployee,
} from "@shared/contracts/directory";
import {
  BUSINESS_TEAM_ROLE_LABELS,
  BUSINESS_TEAM_ROLES,
  type BusinessTeamRole,
} from "@shared/rules/directory";
import { LogOut, UserMinus, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { SelectFormField } from "@/components/forms/select-form-field";
import { InputField } from "@/components/forms/text-form-fields";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useAddTeamMember, useBusinessTeam, useLeaveTeam, useRemoveTeamMember } from "../../api";

const roleLabel = (role: string) => BUSINESS_TEAM_ROLE_LABELS[role as BusinessTeamRole | "owner"] ?? role;

/**
 * Team: the members of the business. Its owner (or an admin) invites members by username (they join
 * once they accept), sees the pending invitations and removes members; a member may leave.
 */
export function TeamTab({ business, canManage }: { business: BusinessDetail; canManage: boolean }) {
  const query = useBusinessTeam(business.id);
  const removeMember = useRemoveTeamMember(business.id);
  const leaveTeam = useLeaveTeam(business);
  const [removing, setRemoving] = useState<BusinessEmployee | null>(null);
  const [leaving, setLeaving] = useState(false);
  const team = query.data ?? [];
  const canLeave = business.viewer.isTeamMember && !business.viewer.isOwner;

  const handleLeave = () =>
    leaveTeam.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "You left the team", description: business.name, variant: "success" });
        setLeaving(false);
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: parseApiError(error).message ?? "Failed to leave the team.",
          variant: "destructive",
        }),
    });

  const handleRemove = () => {
    if (!removing) return;
    removeMember.mutate(removing.id, {
      onSuccess: () => {
        toast({
          title: "Team member removed",
          description: `${removing.firstName} ${removing.lastName} is no longer on the team.`,
          variant: "success",
        });
        setRemoving(null);
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: parseApiError(error).message ?? "Failed to remove the team member.",
          variant: "destructive",
        }),
    });
  };

  return (
    <section className="grid gap-6" aria-labelledby="team-heading">
      <h2 id="team-heading" className="text-lg font-semibold">
        Team
      </h2>
      {canManage ? <AddTeamMemberForm businessId={business.id} /> : null}
      {canLeave ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setLeaving(true)}>
          <LogOut aria-hidden="true" />
          Leave Team
        </Button>
      ) : null}
      <QueryState
        query={query}
        what="the team"
        loading={<ListSkeleton rows={3} label="Loading the team" />}
        isEmpty={team.length === 0}
        empty={<EmptyState icon={Users} message="No team members are listed yet." />}
      >
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Team members">
          {team.map((employee) => (
            <li
              key={employee.id}
              className="flex items-center gap-3 rounded-lg border border-border p-3"
              data-testid="team-member"
            >
              <Avatar
                id={employee.userId}
                firstName={employee.firstName}
                lastName={employee.lastName}
                src={employee.avatar}
                isDecorative
              />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Link
                  href={`/profile/${employee.username}`}
                  className="truncate font-medium text-primary hover:underline"
                >
                  {employee.firstName} {employee.lastName}
                </Link>
                {employee.title ? (
                  <span className="truncate text-sm text-muted-foreground">{employee.title}</span>
                ) : null}
                <Badge
                  variant={employee.role === "owner" ? "default" : "secondary"}
                  className="justify-self-start"
                >
                  {roleLabel(employee.role)}
                </Badge>
                {employee.status === "invited" ? (
                  <Badge variant="outline" className="justify-self-start">
                    Invitation pending
                  </Badge>
                ) : null}
              </div>
              {canManage && employee.userId !== business.ownerId ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={
                    employee.status === "invited"
                      ? `Withdraw the invitation to ${employee.firstName} ${employee.lastName}`
                      : `Remove ${employee.firstName} ${employee.lastName} from the team`
                  }
                  onClick={() => setRemoving(employee)}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Remove team member?"
        description={
          removing
            ? `${removing.firstName} ${removing.lastName} will no longer be shown on ${business.name}'s team.`
            : ""
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={removeMember.isPending}
        onConfirm={handleRemove}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Leave the team?"
        description={`You will no longer be shown on ${business.name}'s team.`}
        confirmLabel="Leave Team"
        pendingLabel="Leaving..."
        isPending={leaveTeam.isPending}
        onConfirm={handleLeave}
      />
    </section>
  );
}

function AddTeamMemberForm({ businessId }: { businessId: number }) {
  const addMember = useAddTeamMember(businessId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddEmployeeRequest>({
    resolver: zodResolver(addEmployeeRequestSchema) as never,
    defaultValues: { username: "", title: "", role: "member" },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const employee = await addMember.mutateAsync(values);
      toast({
        title: "Invitation sent",
        description: `${employee.firstName} ${employee.lastName} joins the team once they accept.`,
        variant: "success",
      });
      reset({ username: "", title: "", role: values.role });
    } catch (error) {
      const { status, message } = parseApiError(error);
      if (status === 404 || status === 409)
        setError("username", { message: message ?? "Check the username." });
      else
        toast({
          title: "Error",
          description: message ?? "Failed to add the team member.",
          variant: "destructive",
        });
    }
  });

  return (
    <Card className="grid gap-3 p-5">
      <h3 className="font-semibold">Invite a team member</h3>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-start"
        aria-label="Invite a team member"
      >
        <InputField
          id="team-username"
          label="Username"
          error={errors.username?.message}
          placeholder="e.g. alex-morgan"
          autoComplete="off"
          {...register("username")}
        />
        <InputField
          id="team-title"
          label="Title"
          error={errors.title?.message}
          placeholder="e.g. Account Manager"
          {...register("title")}
        />
        <SelectFormField
          control={control}
          name="role"
          id="team-role"
          label="Role"
          error={errors.role?.message}
          options={BUSINESS_TEAM_ROLES}
          optionLabel={roleLabel}
        />
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
          <UserPlus aria-hidden="true" />
          {isSubmitting ? "Inviting..." : "Invite Member"}
        </Button>
      </form>
    </Card>
  );
}
