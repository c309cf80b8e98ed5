import type { Database } from "../../db/client";
import { services } from "../../db/schema";
import { insertServiceOrder, insertUser } from "../../db/seed/factories";
import { serviceRows } from "../../db/seed/services";
import { signedInMember, type TestContext } from "../test-app";

/** Seeds the demo service catalogue; answers the id of its "Business Website Starter". */
export async function seedServiceCatalogue(db: Database): Promise<number> {
  const catalogue = await db.insert(services).values(serviceRows()).returning();
  return catalogue.find((service) => service.name === "Business Website Starter")?.id ?? 0;
}

/**
 * Another member (`owner`) with a confidential "Secret Merger Microsite" order described as
 * `secretDescription`, and a signed-in member with an order of their own named `ownProjectName`.
 */
export async function memberBesideSecretOrder(
  ctx: TestContext,
  serviceId: number,
  { secretDescription, ownProjectName }: { secretDescription: string; ownProjectName: string },
) {
  const owner = await insertUser(ctx.db);
  await insertServiceOrder(ctx.db, {
    userId: owner.id,
    serviceId,
    projectName: "Secret Merger Microsite",
    projectDescription: secretDescription,
  });
  const { user, client } = await signedInMember(ctx);
  await insertServiceOrder(ctx.db, { userId: user.id, serviceId, projectName: ownProjectName });
  return { owner, user, client };
}
