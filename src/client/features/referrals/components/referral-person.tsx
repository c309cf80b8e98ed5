import type { ReferralPerson } from "@shared/contracts/referrals";
import { Avatar } from "@/components/ui/avatar";

/** A person of a referral as "title at company", or "" when neither is known. */
export const referralPersonRole = (person: Pick<ReferralPerson, "title" | "company">) =>
  [person.title, person.company].filter(Boolean).join(" at ");

/** The decorative avatar of a person of a referral, with the initials of their first and last name. */
export function ReferralPersonAvatar({
  person,
}: {
  person: Pick<ReferralPerson, "id" | "name" | "firstName" | "lastName" | "avatar">;
}) {
  return (
    <Avatar
      id={person.id ?? person.name}
      firstName={person.firstName}
      lastName={person.lastName}
      src={person.avatar}
      isDecorative
    />
  );
}
