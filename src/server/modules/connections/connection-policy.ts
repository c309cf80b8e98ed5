import type { ConnectionUpdateStatus } from "../../../shared/contracts/connections";
import type { ConnectionRow } from "../../db/schema";

export type ConnectionDecision =
  | { outcome: "allowed" }
  | { outcome: "not_found" }
  | { outcome: "forbidden"; message: string }
  | { outcome: "conflict"; message: string };

/**
 * Who may change a connection request, and into what:
 * - only the recipient (connectedUserId) may accept or decline, and only while it is pending;
 * - only the sender (userId) may withdraw it, and only while it is pending;
 * - to anybody else, admins included, the connection does not exist.
 */
export function decideConnectionChange(
  connection: Pick<ConnectionRow, "userId" | "connectedUserId" | "status">,
  memberId: number,
  next: ConnectionUpdateStatus,
): ConnectionDecision {
  const isSender = connection.userId === memberId;
  const isRecipient = connection.connectedUserId === memberId;
  if (!isSender && !isRecipient) return { outcome: "not_found" };
  if (next === "withdrawn" && !isSender) {
    return { outcome: "forbidden", message: "Only the member who sent a request can withdraw it." };
  }
  if (next !== "withdrawn" && !isRecipient) {
    return {
      outcome: "forbidden",
      message: "Only the member who received a request can accept or decline it.",
    };
  }
  if (connection.status !== "pending") {
    return {
      outcome: "conflict",
      message: `This request is no longer pending (it is ${connection.status}).`,
    };
  }
  return { outcome: "allowed" };
}

/** Why a new request cannot be sent when a connection row already links the two members. */
export function existingConnectionMessage(
  existing: Pick<ConnectionRow, "userId" | "status">,
  memberId: number,
): string {
  const isOwnRequest = existing.userId === memberId;
  if (existing.status === "accepted") return "You are already connected with this member.";
  if (existing.status === "pending") {
    return isOwnRequest
      ? "You have already sent a connection request to this member."
      : "This member has already sent you a connection request; answer it from your connections.";
  }
  return isOwnRequest
    ? "This member has declined your earlier connection request."
    : "You declined this member's earlier connection request.";
}
