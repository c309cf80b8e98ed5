import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REQUIREMENTS, ORDER_MESSAGES } from "../../../shared/contracts/services";
import { serviceOrders } from "../../db/schema";
import { insertService, insertServiceOrder, insertUser } from "../../db/seed/factories";
import {
  expectIsoNow,
  keysOf,
  MEMBER_ORDER_KEYS,
  ordersOf,
  SERVICE_KEYS,
  today,
  utcDate,
} from "../../test/helpers/services-test-helpers";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { ORDERS_PER_HOUR } from "./services.routes";

let ctx: TestContext;
let visitor: TestClient;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  visitor = new TestClient(ctx.app);
});
afterAll(() => ctx.close());

const validOrder = (serviceId: number) => ({
  serviceId,
  projectName: "Bakery relaunch",
  projectDescription: "A new site for our bakery with online pre-orders.",
  requirements: "Must work well on phones",
  desiredCompletionDate: utcDate(30),
});

describe("GET /api/services", () => {
  it.each(["visitor", "member", "admin"] as const)("lists the active catalogue to a %s", async (role) => {
    const active = await insertService(ctx.db, {
      name: `Listed ${role}`,
      category: "seo",
      price: 49_900,
      features: ["Audit", "Report"],
      deliveryTime: "1-2 weeks",
      imageUrl: "/images/services/seo.svg",
    });
    const hidden = await insertService(ctx.db, { name: `Retired ${role}`, isActive: false });
    const client =
      role === "visitor"
        ? visitor
        : (await signedInMember(ctx, { role: role === "admin" ? "admin" : "user" })).client;

    const response = await client.get("/api/services");
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: number }[];
    const shown = body.find((service) => service.id === active.id);
    expect(keysOf(shown)).toEqual(SERVICE_KEYS);
    expect(shown).toEqual({
      id: active.id,
      name: `Listed ${role}`,
      description: active.description,
      category: "seo",
      price: 49_900,
      features: ["Audit", "Report"],
      deliveryTime: "1-2 weeks",
      isActive: true,
      imageUrl: "/images/services/seo.svg",
      rating: null,
      reviewCount: 0,
    });
    expect(body.some((service) => service.id === hidden.id)).toBe(false);
  });
});

describe("POST /api/services/order and /api/services/orders", () => {
  it.each(["/api/services/order", "/api/services/orders"])(
    "%s places the member's order at the service's own price",
    async (path) => {
      const service = await insertService(ctx.db, { name: "Website Starter", price: 149_900 });
      const { user, client } = await signedInMember(ctx);
      const response = await client.post(path, {
        serviceId: service.id,
        projectName: "  Bakery relaunch  ",
        projectDescription: "\n A new site for our bakery. \n",
        requirements: "  Must work well on phones ",
        desiredCompletionDate: utcDate(30),
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(keysOf(body)).toEqual(MEMBER_ORDER_KEYS);
      expect(body).toMatchObject({
        serviceName: "Website Starter",
        status: "pending",
        totalAmount: 149_900,
        projectName: "Bakery relaunch",
        projectDescription: "A new site for our bakery.",
        requirements: "Must work well on phones",
        desiredCompletionDate: utcDate(30),
      });
      expectIsoNow(body.orderDate);

      const [stored] = await ordersOf(ctx.db, user.id);
      expect(stored).toMatchObject({
        id: body.id,
        serviceId: service.id,
        status: "pending",
        totalAmount: 149_900,
        projectName: "Bakery relaunch",
      });
      // The order's automation event was queued in the same transaction.
      expect(stored?.automationStatus).not.toBeNull();
    },
  );

  it("defaults empty requirements and accepts no date, today's date and a custom quote (price 0)", async () => {
    const quote = await insertService(ctx.db, { price: 0 });
    const { client } = await signedInMember(ctx);
    const noDate = await client.post("/api/services/order", {
      serviceId: quote.id,
      projectName: "Portal",
      projectDescription: "Client portal",
      requirements: "   ",
      desiredCompletionDate: "",
    });
    expect(noDate.statusCode).toBe(201);
    expect(noDate.json()).toMatchObject({
      totalAmount: 0,
      requirements: DEFAULT_REQUIREMENTS,
      desiredCompletionDate: null,
    });

    const minimal = await client.post("/api/services/orders", {
      serviceId: quote.id,
      projectName: "Portal 2",
      projectDescription: "Second portal",
      desiredCompletionDate: today(),
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({
      requirements: DEFAULT_REQUIREMENTS,
      desiredCompletionDate: today(),
    });
  });

  it("answers a visitor 401, whatever the body, and stores nothing", async () => {
    const service = await insertService(ctx.db);
    const before = await ctx.db.select({ id: serviceOrders.id }).from(serviceOrders);
    for (const path of ["/api/services/order", "/api/services/orders"]) {
      expect((await visitor.post(path, validOrder(service.id))).statusCode).toBe(401);
      expect((await visitor.post(path, {})).statusCode).toBe(401);
    }
    const after = await ctx.db.select({ id: serviceOrders.id }).from(serviceOrders);
    expect(after.length).toBe(before.length);
  });

  it.each([
    ["no project name", { projectName: undefined }, ORDER_MESSAGES.projectNameRequired],
    ["a blank project name", { projectName: "   " }, ORDER_MESSAGES.projectNameRequired],
    ["no project description", { projectDescription: undefined }, ORDER_MESSAGES.projectDescriptionRequired],
    [
      "a blank project description",
      { projectDescription: " \n " },
      ORDER_MESSAGES.projectDescriptionRequired,
    ],
    ["a 100,000-character description", { projectDescription: "x".repeat(100_000) }, "at most 5000"],
    ["a 201-character project name", { projectName: "x".repeat(201) }, "at most 200"],
    ["a past date", { desiredCompletionDate: utcDate(-3) }, ORDER_MESSAGES.pastDate],
    ["a date too far ahead", { desiredCompletionDate: utcDate(365 * 6) }, "within 5 years"],
    ["a date that does not exist", { desiredCompletionDate: "2031-02-30" }, "YYYY-MM-DD"],
    ["a date in another format", { desiredCompletionDate: "12/24/2031" }, "YYYY-MM-DD"],
    ["a client-chosen totalAmount", { totalAmount: 1 }, "totalAmount"],
    ["a client-chosen price", { price: 100 }, "price"],
    ["a negative price", { price: -500 }, "price"],
    ["a text service id", { serviceId: "abc" }, "serviceId"],
    ["no service id", { serviceId: undefined }, "Choose a service"],
    ["a NUL character", { projectName: "Bad\u0000name" }, ""],
  ])("refuses %s with a 400 and stores nothing", async (_label, change, message) => {
    const service = await insertService(ctx.db);
    const { user, client } = await signedInMember(ctx);
    const response = await client.post("/api/services/order", { ...validOrder(service.id), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await ordersOf(ctx.db, user.id)).toEqual([]);
  });

  it("refuses an unknown or inactive service with a 404 and stores nothing", async () => {
    const retired = await insertService(ctx.db, { isActive: false });
    const { user, client } = await signedInMember(ctx);
    for (const serviceId of [retired.id, 2_000_000_000]) {
      const response = await client.post("/api/services/orders", validOrder(serviceId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "This service is not available to order." });
    }
    expect(await ordersOf(ctx.db, user.id)).toEqual([]);
  });

  it("lets an administrator order like any member", async () => {
    const service = await insertService(ctx.db, { price: 10_000 });
    const { user, client } = await signedInMember(ctx, { role: "admin" });
    const response = await client.post("/api/services/order", validOrder(service.id));
    expect(response.statusCode).toBe(201);
    expect((await ordersOf(ctx.db, user.id)).length).toBe(1);
  });

  it(`is rate-limited to ${ORDERS_PER_HOUR} orders an hour per member`, async () => {
    const service = await insertService(ctx.db);
    const { user, client } = await signedInMember(ctx);
    for (let index = 0; index < ORDERS_PER_HOUR; index += 1) {
      const response = await client.post("/api/services/order", validOrder(service.id));
      expect(response.statusCode).toBe(201);
    }
    const limited = await client.post("/api/services/order", validOrder(service.id));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await ordersOf(ctx.db, user.id)).length).toBe(ORDERS_PER_HOUR);
    // Another member is not affected.
    const other = await signedInMember(ctx);
    expect((await other.client.post("/api/services/order", validOrder(service.id))).statusCode).toBe(201);
  });
});

describe("GET /api/services/orders", () => {
  it("lists only the member's own orders, newest first, in the spec's shape", async () => {
    const service = await insertService(ctx.db, { name: "SEO Audit", price: 49_900 });
    const { user, client } = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    const older = await insertServiceOrder(ctx.db, {
      userId: user.id,
      serviceId: service.id,
      totalAmount: 49_900,
      projectName: "Old site audit",
      orderDate: new Date(Date.now() - 60_000),
      desiredCompletionDate: "2031-01-15",
    });
    const newer = await insertServiceOrder(ctx.db, {
      userId: user.id,
      serviceId: service.id,
      status: "in_progress",
      totalAmount: 49_900,
    });
    const foreign = await insertServiceOrder(ctx.db, { userId: other.id, serviceId: service.id });

    const response = await client.get("/api/services/orders");
    expect(response.statusCode).toBe(200);
    const body = response.json().orders as { id: number }[];
    expect(body.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(body.some((order) => order.id === foreign.id)).toBe(false);
    expect(keysOf(body[1])).toEqual(MEMBER_ORDER_KEYS);
    expect(body[1]).toEqual({
      id: older.id,
      serviceName: "SEO Audit",
      status: "pending",
      totalAmount: 49_900,
      orderDate: older.orderDate.toISOString(),
      projectName: "Old site audit",
      projectDescription: older.projectDescription,
      requirements: older.requirements,
      desiredCompletionDate: "2031-01-15",
    });
    expect(response.json().nextCursor).toBeNull();
  });

  it("pages with a cursor and refuses a bad cursor or limit", async () => {
    const service = await insertService(ctx.db);
    const { user, client } = await signedInMember(ctx);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await insertServiceOrder(ctx.db, {
        userId: user.id,
        serviceId: service.id,
        orderDate: new Date(Date.now() - index * 1000),
      });
      ids.push(order.id);
    }
    const first = await client.get("/api/services/orders?limit=2");
    expect(first.json().orders.map((order: { id: number }) => order.id)).toEqual(ids.slice(0, 2));
    const cursor = first.json().nextCursor;
    expect(typeof cursor).toBe("string");
    const second = await client.get(`/api/services/orders?limit=2&cursor=${cursor}`);
    expect(second.json().orders.map((order: { id: number }) => order.id)).toEqual(ids.slice(2));
    expect(second.json().nextCursor).toBeNull();

    expect((await client.get("/api/services/orders?cursor=nonsense")).statusCode).toBe(400);
    expect((await client.get("/api/services/orders?limit=0")).statusCode).toBe(400);
    expect((await client.get("/api/services/orders?limit=51")).statusCode).toBe(400);
    expect((await client.get("/api/services/orders?status=pending")).statusCode).toBe(400);
  });

  it("answers a visitor 401", async () => {
    expect((await visitor.get("/api/services/orders")).statusCode).toBe(401);
  });
});

describe("POST /api/services/orders/{id}/cancel", () => {
  it("cancels the member's own pending order, once", async () => {
    const service = await insertService(ctx.db, { name: "Logo" });
    const { user, client } = await signedInMember(ctx);
    const order = await insertServiceOrder(ctx.db, { userId: user.id, serviceId: service.id });
    const response = await client.post(`/api/services/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(keysOf(response.json())).toEqual(MEMBER_ORDER_KEYS);
    expect(response.json()).toMatchObject({ id: order.id, status: "cancelled", serviceName: "Logo" });
    const [stored] = await ordersOf(ctx.db, user.id);
    expect(stored?.status).toBe("cancelled");
    expect(stored?.automationStatus).not.toBeNull();

    const again = await client.post(`/api/services/orders/${order.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "The buyer cannot cancel an order that is cancelled. Allowed for the buyer now: nothing.",
    });
  });

  it.each(["in_progress", "completed"])("refuses to cancel an order that is %s", async (status) => {
    const service = await insertService(ctx.db);
    const { user, client } = await signedInMember(ctx);
    const order = await insertServiceOrder(ctx.db, { userId: user.id, serviceId: service.id, status });
    expect((await client.post(`/api/services/orders/${order.id}/cancel`)).statusCode).toBe(409);
    const [stored] = await ordersOf(ctx.db, user.id);
    expect(stored?.status).toBe(status);
  });

  it.each(["member", "admin"] as const)(
    "answers another %s 404 for someone else's order and changes nothing",
    async (role) => {
      const service = await insertService(ctx.db);
      const owner = await insertUser(ctx.db);
      const order = await insertServiceOrder(ctx.db, { userId: owner.id, serviceId: service.id });
      const { client } = await signedInMember(ctx, { role: role === "admin" ? "admin" : "user" });
      const response = await client.post(`/api/services/orders/${order.id}/cancel`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Order not found." });
      const [stored] = await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.id, order.id));
      expect(stored?.status).toBe("pending");
    },
  );

  it("answers a visitor 401, an unknown order 404 and a bad id or body 400", async () => {
    const service = await insertService(ctx.db);
    const owner = await insertUser(ctx.db);
    const order = await insertServiceOrder(ctx.db, { userId: owner.id, serviceId: service.id });
    expect((await visitor.post(`/api/services/orders/${order.id}/cancel`)).statusCode).toBe(401);
    const { client } = await signedInMember(ctx);
    expect((await client.post("/api/services/orders/2000000000/cancel")).statusCode).toBe(404);
    expect((await client.post("/api/services/orders/abc/cancel")).statusCode).toBe(400);
    expect((await client.post("/api/services/orders/0/cancel")).statusCode).toBe(400);
    expect(
      (await client.post(`/api/services/orders/${order.id}/cancel`, { status: "cancelled" })).statusCode,
    ).toBe(400);
  });
});
