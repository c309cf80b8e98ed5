import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, serviceOrders } from "../../db/schema";
import { insertService, insertServiceOrder, insertUser } from "../../db/seed/factories";
import { ADMIN_ORDER_KEYS, keysOf } from "../../test/helpers/services-test-helpers";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let visitor: TestClient;
let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
  const signedIn = await signedInMember(ctx, { role: "admin" });
  admin = signedIn.client;
  adminId = signedIn.user.id;
});
afterAll(() => ctx.close());

async function orderFor(overrides: { status?: string; orderDate?: Date } = {}) {
  const service = await insertService(ctx.db, {
    name: "Complete Brand Identity",
    category: "branding",
    price: 299_900,
  });
  const owner = await insertUser(ctx.db, { firstName: "Maya", lastName: "Patel" });
  const order = await insertServiceOrder(ctx.db, {
    userId: owner.id,
    serviceId: service.id,
    totalAmount: 299_900,
    ...overrides,
  });
  return { service, owner, order };
}

const stored = async (id: number) =>
  (await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.id, id)))[0];

describe("GET /api/admin/orders", () => {
  it("shows an administrator every order, newest first, with its member", async () => {
    const { service, owner, order } = await orderFor();
    const response = await admin.get("/api/admin/orders?limit=50");
    expect(response.statusCode).toBe(200);
    const body = response.json().orders as { id: number }[];
    expect(body[0]?.id).toBe(order.id);
    expect(keysOf(body[0])).toEqual(ADMIN_ORDER_KEYS);
    expect(body[0]).toEqual({
      id: order.id,
      serviceId: service.id,
      serviceName: "Complete Brand Identity",
      serviceCategory: "branding",
      status: "pending",
      totalAmount: 299_900,
      orderDate: order.orderDate.toISOString(),
      projectName: order.projectName,
      projectDescription: order.projectDescription,
      requirements: order.requirements,
      desiredCompletionDate: null,
      automationStatus: null,
      completedDate: null,
      state: "awaiting_payment",
      customer: { id: owner.id, name: "Maya Patel", email: owner.email, username: owner.username },
    });
  });

  it("filters by status and pages with a cursor", async () => {
    const base = Date.now() + 60_000;
    const first = await orderFor({ status: "in_progress", orderDate: new Date(base + 3000) });
    const second = await orderFor({ status: "in_progress", orderDate: new Date(base + 2000) });
    await orderFor({ status: "pending", orderDate: new Date(base + 2500) });
    const page = await admin.get("/api/admin/orders?status=in_progress&limit=1");
    expect(page.json().orders.map((order: { id: number }) => order.id)).toEqual([first.order.id]);
    const cursor = page.json().nextCursor;
    const next = await admin.get(`/api/admin/orders?status=in_progress&limit=1&cursor=${cursor}`);
    expect(next.json().orders.map((order: { id: number }) => order.id)).toEqual([second.order.id]);
    expect((await admin.get("/api/admin/orders?status=shipped")).statusCode).toBe(400);
    expect((await admin.get("/api/admin/orders?cursor=%%%")).statusCode).toBe(400);
  });

  it("answers a visitor 401 and a member 403", async () => {
    expect((await visitor.get("/api/admin/orders")).statusCode).toBe(401);
    const { client } = await signedInMember(ctx);
    expect((await client.get("/api/admin/orders")).statusCode).toBe(403);
  });
});

describe("PATCH /api/admin/orders/{id}/status", () => {
  it("moves an order pending → in_progress → completed, audited, and the member sees each change", async () => {
    const service = await insertService(ctx.db, { name: "SEO Audit" });
    const { user, client: member } = await signedInMember(ctx);
    const order = await insertServiceOrder(ctx.db, { userId: user.id, serviceId: service.id });

    const started = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: "in_progress" });
    expect(started.statusCode).toBe(200);
    expect(keysOf(started.json())).toEqual(ADMIN_ORDER_KEYS);
    expect(started.json()).toMatchObject({ id: order.id, status: "in_progress", completedDate: null });
    expect((await member.get("/api/services/orders")).json().orders[0]).toMatchObject({
      id: order.id,
      status: "in_progress",
    });

    const done = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: "completed" });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe("completed");
    expect(Math.abs(Date.parse(done.json().completedDate) - Date.now())).toBeLessThan(60_000);
    expect((await member.get("/api/services/orders")).json().orders[0].status).toBe("completed");
    expect((await stored(order.id))?.automationStatus).not.toBeNull();

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetType, "service_order"), eq(adminAuditLog.targetId, String(order.id))),
      );
    expect(audit.map((entry) => [entry.adminId, entry.action, entry.details])).toEqual([
      [adminId, "service_order.status_change", { from: "pending", to: "in_progress" }],
      [adminId, "service_order.status_change", { from: "in_progress", to: "completed" }],
    ]);
  });

  it.each([
    ["pending", "cancelled"],
    ["in_progress", "cancelled"],
  ])("moves an order from %s to %s", async (from, to) => {
    const { order } = await orderFor({ status: from });
    const response = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: to });
    expect(response.statusCode).toBe(200);
    expect((await stored(order.id))?.status).toBe(to);
  });

  it.each([
    ["pending", "completed"],
    ["pending", "pending"],
    ["completed", "in_progress"],
    ["completed", "cancelled"],
    ["cancelled", "pending"],
    ["cancelled", "in_progress"],
  ])("refuses %s → %s with a 409 and changes nothing", async (from, to) => {
    const { order } = await orderFor({ status: from });
    const response = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: to });
    expect(response.statusCode).toBe(409);
    expect((await stored(order.id))?.status).toBe(from);
  });

  it("refuses a bad status, extra fields and a bad id with a 400, and an unknown order with a 404", async () => {
    const { order } = await orderFor();
    expect(
      (await admin.patch(`/api/admin/orders/${order.id}/status`, { status: "shipped" })).statusCode,
    ).toBe(400);
    expect((await admin.patch(`/api/admin/orders/${order.id}/status`, {})).statusCode).toBe(400);
    expect(
      (await admin.patch(`/api/admin/orders/${order.id}/status`, { status: "in_progress", totalAmount: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await admin.patch("/api/admin/orders/abc/status", { status: "in_progress" })).statusCode).toBe(
      400,
    );
    expect(
      (await admin.patch("/api/admin/orders/2000000000/status", { status: "in_progress" })).statusCode,
    ).toBe(404);
    expect((await stored(order.id))?.status).toBe("pending");
  });

  it("answers a visitor 401 and a member (even the order's owner) 403, changing nothing", async () => {
    const service = await insertService(ctx.db);
    const { user, client: owner } = await signedInMember(ctx);
    const order = await insertServiceOrder(ctx.db, { userId: user.id, serviceId: service.id });
    const path = `/api/admin/orders/${order.id}/status`;
    expect((await visitor.patch(path, { status: "completed" })).statusCode).toBe(401);
    expect((await owner.patch(path, { status: "in_progress" })).statusCode).toBe(403);
    const { client: other } = await signedInMember(ctx);
    expect((await other.patch(path, { status: "cancelled" })).statusCode).toBe(403);
    expect((await stored(order.id))?.status).toBe("pending");
  });
});
