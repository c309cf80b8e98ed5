import { Avatar } from "@/components/ui/avatar";

type ReferralPerson = {
  id: number | null;
  name: string;
  avatar: string | null;
  title: string | null;
  company: string | null;
};

/** A person of a referral as "title at company", or "" when neither is known. */
export const referralPersonRole = (person: Pick<ReferralPerson, "title" | "company">) =>
  [person.title, person.company].filter(Boolean).join(" at ");

/** The decorative avatar of a person of a referral, from their full name. */
export function ReferralPersonAvatar({ person }: { person: Pick<ReferralPerson, "id" | "name" | "avatar"> }) {
  const [first = "", ...rest] = person.name.split(" ");
  return (
    <Avatar
      id={person.id ?? person.name}
      firstName={first}
      lastName={rest.join(" ")}
      src={person.avatar}
      isDecorative
    />
  );
}
