import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorResponses, isoDateTime } from "../../shared/contracts/common";
import { defineEndpoint } from "../../shared/contracts/endpoint";
import { route } from "./endpoint-route";
import { requireUser } from "./guards";
import { responseSerializerCompiler } from "./response-serializer";
import type { SessionUser } from "./sessions";

const readThing = defineEndpoint({
  method: "GET",
  path: "/api/things/:id",
  operationId: "readThing",
  summary: "One thing",
  tags: ["things"],
  access: "public",
  params: z.strictObject({ id: z.coerce.number().int() }),
  status: 200,
  response: z.object({ id: z.number(), at: isoDateTime }),
  errors: errorResponses(400),
});
const createThing = defineEndpoint({
  method: "POST",
  path: "/api/things",
  operationId: "createThing",
  summary: "A new thing",
  tags: ["things"],
  access: "member",
  body: z.strictObject({ name: z.string() }),
  status: 201,
  response: z.object({ name: z.string() }),
  errors: errorResponses(400, 401),
});

async function appWith(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  // A stand-in for the session plugin: the header makes a signed-in member.
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    request.user = request.headers["x-test-user"] ? ({ id: 1, role: "user" } as SessionUser) : null;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(register, { prefix: "/api/things" });
  await app.ready();
  return app;
}

describe("route()", () => {
  it("registers the definition's method and path under the plugin's prefix, validates and encodes", async () => {
    const app = await appWith(async (things) => {
      route(things, readThing, {
        handler: async (request) => ({ id: request.params.id, at: new Date("2026-01-02T03:04:05Z") }),
      });
    });
    const ok = await app.inject({ method: "GET", url: "/api/things/5" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 5, at: "2026-01-02T03:04:05.000Z" });
    expect((await app.inject({ method: "GET", url: "/api/things/x" })).statusCode).toBe(400);
    expect(app.printRoutes({ commonPrefix: false })).not.toContain("/api/things/ (");
    await app.close();
  });

  it("answers the definition's status, and a guarded endpoint without its guard is refused at start", async () => {
    const app = await appWith(async (things) => {
      route(things, createThing, {
        onRequest: requireUser,
        handler: async (request) => ({ name: request.body.name }),
      });
    });
    expect(
      (await app.inject({ method: "POST", url: "/api/things", payload: { name: "x" } })).statusCode,
    ).toBe(401);
    const member = await app.inject({
      method: "POST",
      url: "/api/things",
      payload: { name: "x" },
      headers: { "x-test-user": "1" },
    });
    expect(member.statusCode).toBe(201);
    expect(member.json()).toEqual({ name: "x" });
    await app.close();
    await expect(
      appWith(async (things) => {
        route(things, createThing, { handler: async (request) => ({ name: request.body.name }) });
      }),
    ).rejects.toThrow(/createThing is for members/);
    await expect(
      appWith(async (things) => {
        route(things, readThing, {
          onRequest: requireUser,
          handler: async () => ({ id: 1, at: new Date() }),
        });
      }),
    ).rejects.toThrow(/readThing is public but has a guard/);
  });

  it("refuses an endpoint outside the plugin's prefix", async () => {
    await expect(
      appWith(async (things) => {
        route(
          things,
          { ...readThing, path: "/api/thingsx/:id" },
          { handler: async () => ({ id: 1, at: new Date() }) },
        );
      }),
    ).rejects.toThrow(/not under the plugin's prefix/);
  });
});
