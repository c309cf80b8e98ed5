import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_ERRORS, type BusinessEmployee } from "../../../shared/contracts/directory";
import { businessEmployees, notifications } from "../../db/schema";
import { insertBusinessEmployee } from "../../db/seed/factories";
import { businessActors, insertTestBusiness } from "../../test/helpers/directory-test-helpers";
import { freshIp } from "../../test/helpers/fresh-ip";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let actors: Awaited<ReturnType<typeof businessActors>>;
beforeAll(async () => {
  ctx = await createTestApp();
  actors = await businessActors(ctx);
});
afterAll(() => ctx.close());

async function businessWithOwner() {
  const business = await insertTestBusiness(ctx, { ownerId: actors.owner.user.id });
  await insertBusinessEmployee(ctx.db, {
    businessId: business.id,
    userId: actors.owner.user.id,
    role: "owner",
    title: "Founder",
  });
  return business;
}

const teamIds = async (client: typeof actors.visitor, businessId: number) =>
  ((await client.get(`/api/businesses/${businessId}/employees`)).json() as BusinessEmployee[]).map(
    (employee) => [employee.userId, employee.status],
  );

describe("team invitations (issue 18, finding 6)", () => {
  it("adding a member invites them: not on the team until they accept, told by a notification", async () => {
    const business = await businessWithOwner();
    const invite = await actors.owner.client.post(`/api/businesses/${business.id}/employees`, {
      username: actors.member.user.username,
      title: "Advisor",
      role: "member",
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({ userId: actors.member.user.id, status: "invited" });

    // The false affiliation of the finding: the member is not shown and may still review.
    expect(await teamIds(actors.visitor, business.id)).toEqual([[actors.owner.user.id, "accepted"]]);
    expect(await teamIds(actors.owner.client, business.id)).toEqual([
      [actors.owner.user.id, "accepted"],
      [actors.member.user.id, "invited"],
    ]);
    expect(await teamIds(actors.admin.client, business.id)).toHaveLength(2);
    const detail = (await actors.member.client.get(`/api/businesses/slug/${business.slug}`)).json();
    expect(detail.viewer).toMatchObject({ isTeamMember: false, canReview: true });

    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, actors.member.user.id), eq(notifications.type, "team_invitation")),
      );
    expect(notice).toMatchObject({
      actorId: actors.owner.user.id,
      subjectId: business.id,
      link: "/businesses",
    });
    const listed = (await actors.member.client.get("/api/notifications")).json().notifications[0];
    expect(listed).toMatchObject({
      type: "team_invitation",
      text: `Olive Owner invited you to join the team of ${business.name}`,
      link: "/businesses",
    });

    const invitations = await actors.member.client.get("/api/user/team-invitations");
    expect(invitations.statusCode).toBe(200);
    expect(invitations.json()).toEqual([
      {
        id: invite.json().id,
        business: { id: business.id, name: business.name, slug: business.slug, logo: business.logo },
        invitedBy: {
          id: actors.owner.user.id,
          username: actors.owner.user.username,
          firstName: "Olive",
          lastName: "Owner",
        },
        role: "member",
        title: "Advisor",
        invitedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await actors.owner.client.get("/api/user/team-invitations")).json()).toEqual([]);

    // Only the invited member answers; anyone else gets 404.
    const acceptUrl = `/api/user/team-invitations/${invite.json().id}/accept`;
    expect((await actors.visitor.post(acceptUrl)).statusCode).toBe(401);
    expect((await actors.owner.client.post(acceptUrl)).statusCode).toBe(404);
    expect((await actors.admin.client.post(acceptUrl)).statusCode).toBe(404);
    const accepted = await actors.member.client.post(acceptUrl);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      userId: actors.member.user.id,
      status: "accepted",
      title: "Advisor",
    });
    expect((await actors.member.client.post(acceptUrl)).json()).toEqual({
      message: BUSINESS_ERRORS.invitationNotFound,
    });
    expect(await teamIds(actors.visitor, business.id)).toEqual([
      [actors.owner.user.id, "accepted"],
      [actors.member.user.id, "accepted"],
    ]);
    expect((await actors.member.client.get("/api/user/team-invitations")).json()).toEqual([]);

    // A member leaves; the owner cannot; someone not on the team gets 404.
    const leaveUrl = `/api/businesses/${business.id}/leave`;
    expect((await actors.visitor.post(leaveUrl)).statusCode).toBe(401);
    const ownerLeaves = await actors.owner.client.post(leaveUrl);
    expect(ownerLeaves.statusCode).toBe(400);
    expect(ownerLeaves.json()).toEqual({ message: BUSINESS_ERRORS.ownerCannotLeave });
    expect((await actors.member.client.post(leaveUrl)).statusCode).toBe(204);
    expect(await teamIds(actors.visitor, business.id)).toEqual([[actors.owner.user.id, "accepted"]]);
    const again = await actors.member.client.post(leaveUrl);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: BUSINESS_ERRORS.notOnTeam });
    expect((await actors.admin.client.post(leaveUrl)).statusCode).toBe(404);
    expect((await actors.member.client.post("/api/businesses/999999/leave")).statusCode).toBe(404);
  });

  it("a declined invitation goes; inviting the same member again waits a day; bad ids are 400", async () => {
    const business = await businessWithOwner();
    const url = `/api/businesses/${business.id}/employees`;
    const body = { username: actors.member.user.username, title: "Advisor", role: "member" };
    const first = (await actors.owner.client.post(url, body)).json();
    expect((await actors.owner.client.post(url, body)).statusCode).toBe(409);
    const declineUrl = `/api/user/team-invitations/${first.id}/decline`;
    expect((await actors.owner.client.post(declineUrl)).statusCode).toBe(404);
    expect((await actors.visitor.post(declineUrl)).statusCode).toBe(401);
    expect((await actors.member.client.post(declineUrl)).statusCode).toBe(204);
    expect((await actors.member.client.post(declineUrl)).statusCode).toBe(404);
    expect(await ctx.db.select().from(businessEmployees).where(eq(businessEmployees.id, first.id))).toEqual(
      [],
    );
    expect(await teamIds(actors.owner.client, business.id)).toEqual([[actors.owner.user.id, "accepted"]]);
    const again = await actors.owner.client.post(url, body);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      message: "You invited this member to this team less than a day ago. Please try again tomorrow.",
    });
    expect((await actors.member.client.post("/api/user/team-invitations/abc/accept")).statusCode).toBe(400);
    expect((await actors.member.client.post("/api/user/team-invitations/0/decline")).statusCode).toBe(400);
    expect((await actors.visitor.get("/api/user/team-invitations")).statusCode).toBe(401);
  });

  it("M3: invite, withdraw, invite again is cooled down; a member receives at most 5 invitations a day", async () => {
    const invitee = await signedInMember(ctx, { firstName: "Ivy", lastName: "Invitee" }, { ip: freshIp() });
    const body = { username: invitee.user.username, title: "Advisor", role: "member" };
    const business = await businessWithOwner();
    const url = `/api/businesses/${business.id}/employees`;
    const first = (await actors.owner.client.post(url, body)).json();
    expect((await actors.owner.client.delete(`${url}/${first.id}`)).statusCode).toBe(204);
    const again = await actors.owner.client.post(url, body);
    expect(again.statusCode).toBe(429);
    expect(again.headers["retry-after"]).toBeDefined();
    const invitationCount = async () =>
      (
        await ctx.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.recipientId, invitee.user.id), eq(notifications.type, "team_invitation")),
          )
      ).length;
    expect(await invitationCount()).toBe(1);

    // Four more businesses may invite the same member today; the sixth is refused, and nothing is sent.
    for (let round = 0; round < 4; round++) {
      const other = await businessWithOwner();
      expect((await actors.owner.client.post(`/api/businesses/${other.id}/employees`, body)).statusCode).toBe(
        201,
      );
    }
    const sixth = await businessWithOwner();
    const refused = await actors.owner.client.post(`/api/businesses/${sixth.id}/employees`, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "This member has received many team invitations today. Please try again tomorrow.",
    });
    expect(await teamIds(actors.owner.client, sixth.id)).toEqual([[actors.owner.user.id, "accepted"]]);
    expect(await invitationCount()).toBe(5);
  });
});
