import { eq } from "drizzle-orm";
import type { AUTOMATION_STATUSES } from "../../../shared/contracts/referrals";
import type { DbExecutor } from "../../db/client";
import { referrals, serviceOrders } from "../../db/schema";
import type { AutomationSubject } from "./automation-job";

export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

/** Contact and workflow ids the automation service may answer with, kept on the subject row. */
export type AutomationIds = { ghlContactId?: string; ghlWorkflowId?: string };

/** Sets automationStatus (and any ids the receiver returned) on the referral or order row. */
export async function setAutomationStatus(
  db: DbExecutor,
  subject: AutomationSubject,
  subjectId: number,
  status: AutomationStatus,
  ids: AutomationIds = {},
): Promise<void> {
  const values = { automationStatus: status, ...ids };
  if (subject === "referral") {
    await db.update(referrals).set(values).where(eq(referrals.id, subjectId));
  } else {
    await db.update(serviceOrders).set(values).where(eq(serviceOrders.id, subjectId));
  }
}
