import type { MemberSummary } from "../../../shared/contracts/members";
import { toMemberSummary } from "../../db/member-summary";
import type { ConnectionRow } from "../../db/schema";

/** One connection as the member sees it: its direction from their side, the sender's note, the other member. */
export function toConnection(
  row: ConnectionRow,
  memberId: number,
  other: MemberSummary,
  status = row.status,
) {
  return {
    id: row.id,
    status,
    connectedSince: row.updatedAt,
    direction: row.userId === memberId ? ("outgoing" as const) : ("incoming" as const),
    message: row.connectionNotes ?? null,
    connectedUser: toMemberSummary(other),
  };
}
