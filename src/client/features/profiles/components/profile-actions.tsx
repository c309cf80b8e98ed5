import type { PublicProfile } from "@shared/contracts/profiles";
import { Ban, Ellipsis } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { BlockMemberDialog, UnblockMemberButton } from "@/features/account";
import { useBlockState } from "@/features/account/api";
import { ConnectMemberButton } from "@/features/connections";
import { FollowMemberButton } from "@/features/follows";
import { MessageMemberLink } from "@/features/messages";
import { ReportDialog, ReportMenuItem } from "@/features/moderation";
import { ReferMemberButton } from "@/features/referrals";
import { fullName } from "../profile-actions";

type ProfileActionsProps = {
  profile: PublicProfile;
  /** More menu entries other areas add (Report, for one), placed after Block. */
  moreMenuItems?: ReactNode;
};

/**
 * What a member can do on another member's profile: Connect, Message and Refer, with Block (and
 * Report) in a "More" menu beside them; once blocked, only "Blocked · Unblock" instead of any action.
 */
export function ProfileActions({ profile, moreMenuItems }: ProfileActionsProps) {
  const name = fullName(profile);
  const blockState = useBlockState(profile.id);
  const [isBlockOpen, setIsBlockOpen] = useState(false);
  const [isReporting, setIsReporting] = useState(false);

  if (blockState.data?.blocked) {
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="profile-blocked">
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <Ban aria-hidden="true" className="size-4" />
          Blocked
        </span>
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <UnblockMemberButton memberId={profile.id} name={name} />
      </div>
    );
  }

  return (
    <>
      <ConnectMemberButton memberId={profile.id} name={name} />
      <FollowMemberButton memberId={profile.id} name={name} isFollowing={profile.isFollowing === true} />
      <MessageMemberLink memberId={profile.id} name={name} />
      <ReferMemberButton
        member={{
          id: profile.id,
          name,
          firstName: profile.firstName,
          lastName: profile.lastName,
          avatar: profile.avatar,
          title: profile.jobTitle,
          company: profile.company,
        }}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`More actions for ${name}`}>
            <Ellipsis aria-hidden="true" />
            More
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            className="text-destructive"
            disabled={blockState.isPending}
            onSelect={() => setIsBlockOpen(true)}
          >
            <Ban aria-hidden="true" />
            Block {name}
          </DropdownMenuItem>
          <ReportMenuItem target={{ type: "member", id: profile.id }} onSelect={() => setIsReporting(true)} />
          {moreMenuItems}
        </DropdownMenuContent>
      </DropdownMenu>
      <BlockMemberDialog memberId={profile.id} name={name} open={isBlockOpen} onOpenChange={setIsBlockOpen} />
      <ReportDialog
        target={{ type: "member", id: profile.id }}
        open={isReporting}
        onOpenChange={setIsReporting}
      />
    </>
  );
}
