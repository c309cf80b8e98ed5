import type { NotificationType } from "../../../shared/contracts/notifications";
import type { NotificationData } from "../../db/schema";

type TextInput = {
  type: NotificationType;
  actorName: string | null;
  actorCount: number;
  data: NotificationData;
};

const ORDER_STATUS_WORDS: Record<string, string> = {
  pending: "pending",
  in_progress: "in progress",
  completed: "completed",
  cancelled: "cancelled",
};

/** "Sam", "Sam and 1 other", "Sam and 4 others". */
function actors(name: string, count: number) {
  if (count <= 1) return name;
  const others = count - 1;
  return `${name} and ${others} ${others === 1 ? "other" : "others"}`;
}

/** The sentence a notification shows, in the member's words. */
export function notificationText({ type, actorName, actorCount, data }: TextInput): string {
  const who = actorName ?? "A former member";
  switch (type) {
    case "connection_request":
      return `${who} sent you a connection request`;
    case "connection_accepted":
      return `${who} accepted your connection request`;
    case "message":
      return actorCount > 1
        ? `${who} sent you ${actorCount} messages`
        : `${who} sent you a message${data.excerpt ? `: “${data.excerpt}”` : ""}`;
    case "referral_received":
      return `${who} asked to be introduced to you`;
    case "referral_answered":
      return `${who} ${data.decision === "declined" ? "declined" : "accepted"} your referral`;
    case "order_status":
      return `Your order of ${data.serviceName ?? "a service"} is now ${ORDER_STATUS_WORDS[data.status ?? ""] ?? data.status}`;
    case "post_comment":
      return `${who} commented on your post${data.excerpt ? `: “${data.excerpt}”` : ""}`;
    case "post_like":
      return `${actors(who, actorCount)} liked your post`;
    case "team_invitation":
      return `${who} invited you to join the team of ${data.businessName ?? "a business"}`;
    case "mention":
      return actorCount > 1
        ? `${who} mentioned you in ${actorCount} posts`
        : `${who} mentioned you in a post${data.excerpt ? `: “${data.excerpt}”` : ""}`;
    case "moderation":
      return data.moderationText ?? "A moderator reviewed something you reported or wrote";
    case "service_review_reply":
      return `The agency replied to your review of ${data.serviceName ?? "a service"}`;
    case "business_review":
      return `${who} reviewed ${data.businessName ?? "your business"}${data.rating ? ` (${data.rating}/5)` : ""}`;
  }
}

const EXCERPT_LENGTH = 80;

/** The opening words of a message or comment, on one line. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}
