import type { ConnectionRow } from "../../db/schema";
import { users } from "../../db/schema";

export type OtherMember = {
  id: number;
  username: string;
  avatar: string | null;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: string | null;
};

/** The columns of the other member of a connection, as `connectedUser` shows them. */
export const otherMemberColumns = {
  id: users.id,
  username: users.username,
  avatar: users.avatar,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  company: users.company,
};

/** One connection as the member sees it: its direction from their side, the sender's note, the other member. */
export function toConnection(row: ConnectionRow, memberId: number, other: OtherMember, status = row.status) {
  return {
    id: row.id,
    status,
    connectedSince: row.updatedAt,
    direction: row.userId === memberId ? ("outgoing" as const) : ("incoming" as const),
    message: row.connectionNotes ?? null,
    connectedUser: other,
  };
}
