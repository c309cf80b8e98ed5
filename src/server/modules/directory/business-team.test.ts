import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_ERRORS, type BusinessEmployee } from "../../../shared/contracts/directory";
import { businessEmployees } from "../../db/schema";
import { insertBusinessEmployee, insertUser } from "../../db/seed/factories";
import { businessActors, EMPLOYEE_KEYS, insertTestBusiness } from "../../test/helpers/directory-test-helpers";
import { createTestApp, type TestContext } from "../../test/test-app";

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

describe("GET /api/businesses/{id}/employees", () => {
  it("lists the active team, owner first, with the exact shape, for everyone", async () => {
    const business = await businessWithOwner();
    const colleague = await insertUser(ctx.db, { firstName: "Cara", lastName: "Colleague" });
    const former = await insertUser(ctx.db);
    const deactivated = await insertUser(ctx.db, { isActive: false });
    const row = await insertBusinessEmployee(ctx.db, {
      businessId: business.id,
      userId: colleague.id,
      role: "member",
      title: "Designer",
    });
    await insertBusinessEmployee(ctx.db, { businessId: business.id, userId: former.id, isActive: false });
    await insertBusinessEmployee(ctx.db, { businessId: business.id, userId: deactivated.id });

    for (const client of [actors.visitor, actors.member.client, actors.owner.client, actors.admin.client]) {
      const response = await client.get(`/api/businesses/${business.id}/employees`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as BusinessEmployee[];
      expect(body.map((employee) => employee.userId)).toEqual([actors.owner.user.id, colleague.id]);
    }
    const [, second] = (await actors.visitor.get(`/api/businesses/${business.id}/employees`)).json();
    expect(Object.keys(second).sort()).toEqual(EMPLOYEE_KEYS);
    expect(second).toEqual({
      id: row.id,
      userId: colleague.id,
      username: colleague.username,
      firstName: "Cara",
      lastName: "Colleague",
      avatar: colleague.avatar,
      title: "Designer",
      role: "member",
      status: "accepted",
    });
    expect((await actors.visitor.get("/api/businesses/999999/employees")).statusCode).toBe(404);
  });
});

describe("POST and DELETE /api/businesses/{id}/employees", () => {
  it("lets the owner add a member by username with a title and role, and remove them", async () => {
    const business = await businessWithOwner();
    const newcomer = await insertUser(ctx.db, { firstName: "Nia", lastName: "New" });
    const url = `/api/businesses/${business.id}/employees`;
    const body = { username: `@${newcomer.username}`, title: "Account Manager", role: "manager" };

    expect((await actors.visitor.post(url, body)).statusCode).toBe(401);
    const other = await actors.member.client.post(url, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: BUSINESS_ERRORS.notOwner });

    const added = await actors.owner.client.post(url, body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      userId: newcomer.id,
      firstName: "Nia",
      lastName: "New",
      title: "Account Manager",
      role: "manager",
      status: "invited",
    });
    const twice = await actors.owner.client.post(url, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: BUSINESS_ERRORS.alreadyOnTeam });

    const unknown = await actors.owner.client.post(url, { ...body, username: "nobody-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: BUSINESS_ERRORS.memberNotFound });
    const invalid = await actors.owner.client.post(url, { username: "", title: "", role: "owner" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual([
      { path: "username", message: "Username is required" },
      { path: "title", message: "Title is required" },
      { path: "role", message: "Role must be one of: manager, member" },
    ]);

    const byAdmin = await actors.admin.client.post(url, {
      username: actors.member.user.username,
      title: "Advisor",
      role: "member",
    });
    expect(byAdmin.statusCode).toBe(201);

    const employeeId = added.json().id;
    expect((await actors.member.client.delete(`${url}/${employeeId}`)).statusCode).toBe(403);
    expect((await actors.owner.client.delete(`${url}/${employeeId}`)).statusCode).toBe(204);
    expect((await actors.owner.client.delete(`${url}/${employeeId}`)).statusCode).toBe(404);
    const team = await ctx.db
      .select()
      .from(businessEmployees)
      .where(eq(businessEmployees.businessId, business.id));
    expect(team.map((row) => row.userId).sort()).toEqual(
      [actors.owner.user.id, actors.member.user.id].sort(),
    );

    const ownerRow = team.find((row) => row.userId === actors.owner.user.id);
    const removeOwner = await actors.owner.client.delete(`${url}/${ownerRow?.id}`);
    expect(removeOwner.statusCode).toBe(400);
    expect(removeOwner.json()).toEqual({ message: BUSINESS_ERRORS.cannotRemoveOwner });
  });
});
