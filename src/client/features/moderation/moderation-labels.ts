import type { DecisionAction, ModerationMember, ReportTargetType } from "@shared/contracts/moderation";

/** What a person reads for each decision (never the enum value). */
export const DECISION_LABELS: Record<DecisionAction, string> = {
  dismiss: "Dismissed: within the rules",
  hide: "Hidden",
  warn: "Warning",
  suspend: "Suspension",
  approve: "Approved",
};

/** The log's actions: the decisions, and the answers to appeals. */
export function logActionLabel(action: string): string {
  if (action === "appeal.upheld") return "Appeal: decision upheld";
  if (action === "appeal.reversed") return "Appeal: decision reversed";
  return DECISION_LABELS[action as DecisionAction] ?? action;
}

const TARGET_NAMES: Record<ReportTargetType, string> = {
  post: "Post",
  comment: "Comment",
  message: "Message",
  member: "Profile",
  business: "Business",
  review: "Review",
  service_review: "Service review",
  opportunity: "Opportunity",
};

export function targetLabel(type: string): string {
  return TARGET_NAMES[type as ReportTargetType] ?? "Content";
}

export function memberName(member: ModerationMember | null): string {
  if (!member) return "Someone";
  return `${member.firstName} ${member.lastName}`.trim() || member.username;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
