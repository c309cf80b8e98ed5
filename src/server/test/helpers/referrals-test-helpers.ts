import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { referrals } from "../../db/schema";
import { AUTOMATION_QUEUE } from "../../modules/automation/automation-job";
import type { TestClient } from "../test-app";
import { summaryKeysWith } from "./member-summary-keys";

export const keysOf = (value: object) => Object.keys(value).sort();

export const storedReferral = async (db: Database, id: number) =>
  (await db.select().from(referrals).where(eq(referrals.id, id)))[0];

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The automation jobs pg-boss holds for referral `subjectId` (every state). */
export async function automationJobsFor(db: Database, subjectId: number) {
  return queryRows<{ id: string; data: { subject: string; subjectId: number; type: string } }>(
    db,
    sql`select id::text as id, data from pgboss.job where name = ${AUTOMATION_QUEUE} and data->>'subject' = 'referral' and (data->>'subjectId')::int = ${subjectId}`,
  );
}

export async function countAutomationJobs(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from pgboss.job where name = ${AUTOMATION_QUEUE}`,
  );
  return Number(row?.count ?? 0);
}

/** POST /api/referrals/send from `client`'s member, introducing them to member `targetId`. */
export const sendReferral = (client: TestClient, targetId: number, message?: string) =>
  client.post("/api/referrals/send", {
    targetId,
    targetType: "user",
    ...(message === undefined ? {} : { message }),
  });

/** A member as a referral shows them, before any title or company is filled in. */
export const person = (user: { id: number; username: string; firstName: string; lastName: string }) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  jobTitle: null,
  name: `${user.firstName} ${user.lastName}`,
  avatar: null,
  title: null,
  company: null,
});
export const PERSON_KEYS = summaryKeysWith("name", "title");
export const PENDING_KEYS = ["createdAt", "ghlStatus", "id", "message", "referee", "status", "target"];
export const RECEIVED_KEYS = ["createdAt", "id", "message", "referee", "referrer", "status"];
