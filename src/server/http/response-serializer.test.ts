import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeEncode, z } from "zod";
import { isoDateTime } from "../../shared/contracts/common";
import { createTestApp, type TestContext } from "../test/test-app";
import { fastJsonSchema, responseSerializerCompiler } from "./response-serializer";

/** Strings JSON escapes in every way: quotes, backslashes, control and line-separator characters, emoji, a lone surrogate. */
const AWKWARD_TEXT = 'a "quoted" \\ back\nslash \u0001 \u2028 😀 \ud800 é';

type SampledDefinition = {
  type: string;
  entries: Record<string, unknown>;
  values: unknown[];
  innerType: z.ZodType;
  element: z.ZodType;
  shape: Record<string, z.ZodType>;
  options: z.ZodType[];
  valueType: z.ZodType;
};

/** A value the schema accepts (the translatable kinds only), with an unlisted field on every object. */
function sampleOf(schema: z.ZodType, variant: number): unknown {
  if (schema === isoDateTime) return new Date(Date.UTC(2026, 10, 25, 6, 7, 8, variant));
  const definition = (schema as unknown as { _zod: { def: SampledDefinition } })._zod.def;
  switch (definition.type) {
    case "string":
      return variant % 2 ? AWKWARD_TEXT : `text ${variant}`;
    case "number":
      return variant % 2 ? 12 : 3;
    case "boolean":
      return variant % 2 === 0;
    case "null":
      return null;
    case "enum":
      return Object.values(definition.entries)[0];
    case "literal":
      return definition.values[0];
    case "nullable":
      return variant % 2 ? null : sampleOf(definition.innerType, variant);
    case "record":
      return { b: sampleOf(definition.valueType, variant), 3: sampleOf(definition.valueType, variant + 1) };
    case "union": {
      // Variants 0 and 2 (never null) reach the first and second option.
      const option = definition.options[Math.floor(variant / 2) % definition.options.length] as z.ZodType;
      return sampleOf(option, variant);
    }
    case "optional":
      return variant % 2 ? undefined : sampleOf(definition.innerType, variant);
    case "array":
      return [sampleOf(definition.element, variant), sampleOf(definition.element, variant + 1)];
    case "object":
      return {
        private: "never listed",
        ...Object.fromEntries(
          Object.entries(definition.shape).map(([key, property]) => [key, sampleOf(property, variant)]),
        ),
      };
    default:
      throw new Error(`no sample for ${definition.type}`);
  }
}

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe("response serialisation", () => {
  it("writes every translatable response schema of the app byte for byte as zod's encoding would", () => {
    let translated = 0;
    const encodedByZod: string[] = [];
    let compared = 0;
    for (const route of context.routes) {
      const responses = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
      for (const [httpStatus, schema] of Object.entries(responses)) {
        const options = { schema, method: String(route.method), url: route.url, httpStatus };
        if (!fastJsonSchema(schema)) {
          encodedByZod.push(`${route.method} ${route.url} ${httpStatus}`);
          continue;
        }
        translated++;
        const fast = responseSerializerCompiler(options) as (data: unknown) => string;
        const zod = zodSerializerCompiler(options) as (data: unknown) => string;
        for (const variant of [0, 1, 2, 3]) {
          const sample = sampleOf(schema, variant);
          // A sample that breaks one of the schema's checks (a format, a minimum) is not an answer the app sends.
          if (!safeEncode(schema, sample).success) continue;
          compared++;
          const written = fast(sample);
          expect(written, `${route.method} ${route.url} ${httpStatus}`).toBe(zod(sample));
          expect(written).not.toContain("never listed");
        }
      }
    }
    // Nearly every answer takes the fast path (the count guards against the translation silently failing).
    expect(translated).toBeGreaterThan(500);
    expect(encodedByZod.length).toBeLessThan(translated / 4);
    // The answers bench/side-by-side.ts holds against a bare server (one optional field before a
    // required one is enough to send a whole answer through zod).
    for (const hot of [
      "GET /api/feed 200",
      "GET /api/profile/:username 200",
      "GET /api/businesses 200",
      "GET /api/referrals/matches 200",
    ]) {
      expect(encodedByZod).not.toContain(hot);
    }
    expect(compared).toBeGreaterThan(translated);
  });

  it("writes numbers, fractions included, as JSON.stringify does", () => {
    const options = { schema: z.object({ n: z.number() }), method: "GET", url: "/x", httpStatus: "200" };
    const fast = responseSerializerCompiler(options) as (data: unknown) => string;
    for (const n of [0, -0, 12.5, 1e21, 2 ** 53, -1.25e-7]) expect(fast({ n })).toBe(JSON.stringify({ n }));
  });

  it("writes each variant of a discriminated union with its own fields, and null", () => {
    const preview = z
      .discriminatedUnion("status", [
        z.object({ status: z.literal("pending"), url: z.string() }),
        z.object({ status: z.literal("ready"), url: z.string(), title: z.string() }),
        z.object({ status: z.literal("failed") }),
      ])
      .nullable();
    const options = { schema: z.object({ preview }), method: "GET", url: "/x", httpStatus: "200" };
    const fast = responseSerializerCompiler(options) as (data: unknown) => string;
    const zod = zodSerializerCompiler(options) as (data: unknown) => string;
    for (const value of [
      null,
      { status: "pending", url: "u", title: "not listed for pending" },
      { status: "ready", url: "u", title: "t", extra: 1 },
      { status: "failed", url: "not listed for failed" },
    ]) {
      expect(fast({ preview: value })).toBe(zod({ preview: value }));
    }
    expect(fast({ preview: { status: "ready", url: "u", title: "t", extra: 1 } })).toBe(
      '{"preview":{"status":"ready","url":"u","title":"t"}}',
    );
  });

  it("leaves to zod what it cannot translate exactly", () => {
    expect(fastJsonSchema(z.strictObject({ a: z.string() }))).toBeNull();
    expect(fastJsonSchema(z.object({ a: z.string().trim() }))).toBeNull();
    expect(fastJsonSchema(z.union([z.string(), z.number()]))).toBeNull();
    expect(
      fastJsonSchema(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal(["a", "b"]) }),
          z.object({ kind: z.literal("c") }),
        ]),
      ),
    ).toBeNull();
    expect(fastJsonSchema(z.object({ a: z.string().transform((value) => value.length) }))).toBeNull();
    expect(fastJsonSchema(z.record(z.string().min(2), z.number()))).toBeNull();
    expect(fastJsonSchema(z.record(z.enum(["a", "b"]), z.number()))).toBeNull();
    // fast-json-stringify writes required properties first: an optional one before a required one stays with zod.
    expect(fastJsonSchema(z.object({ id: z.string().optional(), name: z.string() }))).toBeNull();
    expect(fastJsonSchema(z.object({ name: z.string(), id: z.string().optional() }))).not.toBeNull();
    const encoded = responseSerializerCompiler({
      schema: z.object({ a: z.string().trim() }),
      method: "GET",
      url: "/x",
      httpStatus: "200",
    }) as (data: unknown) => string;
    expect(encoded({ a: "  spaced  ", b: 1 })).toBe('{"a":"spaced"}');
  });
});
