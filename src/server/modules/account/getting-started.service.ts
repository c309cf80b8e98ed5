import { and, eq, or } from "drizzle-orm";
import type { GettingStarted } from "../../../shared/contracts/account";
import type { Database } from "../../db/client";
import { connections, posts, users } from "../../db/schema";

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The "Getting started" checklist of one member: three reads, each a primary-key or indexed lookup. */
export async function readGettingStarted(db: Database, userId: number): Promise<GettingStarted> {
  const [[user], [connection], [post]] = await Promise.all([
    db
      .select({
        avatar: users.avatar,
        jobTitle: users.jobTitle,
        servicesOffered: users.servicesOffered,
        lookingFor: users.lookingFor,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: connections.id })
      .from(connections)
      .where(
        and(
          or(eq(connections.userId, userId), eq(connections.connectedUserId, userId)),
          eq(connections.status, "accepted"),
        ),
      )
      .limit(1),
    db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, userId), eq(posts.isPublished, true)))
      .limit(1),
  ]);
  return {
    photo: filled(user?.avatar),
    headline: filled(user?.jobTitle),
    offerAndLookingFor: filled(user?.servicesOffered) && filled(user?.lookingFor),
    connection: connection !== undefined,
    post: post !== undefined,
  };
}
