import fc from "fast-check";
import type { z } from "zod";

/** Values no schema should let through to a 500: huge and odd numbers, wrong types, long and odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    8_640_000_000_000_001,
    2_147_483_648,
    9_999_999_999,
    -1,
    0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    0.5,
    true,
    false,
    null,
    [],
    {},
    [1, 2],
    { nested: { deeper: [null] } },
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "0000-01-01T00:00:00Z",
    "2026-02-30T00:00:00Z",
    "9999-12-31",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 漢字 🎉",
    "'; drop table users; --",
    "x".repeat(100_000),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
);

/** Text for a path or query parameter: ids of every size, odd numbers and any unicode. */
export const HUGE_IDS = ["9999999999", "8640000000000001", "2147483648", "-1", "1e3"];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.constantFrom(...HUGE_IDS),
  fc.constantFrom(
    "9999999999",
    "8640000000000001",
    "-1",
    "0",
    "1e3",
    "0x10",
    " 1",
    "NaN",
    "1.5",
    "%00",
    "\u0000",
  ),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.constantFrom("x".repeat(5_000), "🎉".repeat(300)),
);

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
  options?: z.ZodType[];
};

/** A value of roughly the schema's shape (often valid, sometimes not), to reach deeper than validation. */
export function shapedValue(schema: z.ZodType, depth = 0, withHostile = true): fc.Arbitrary<unknown> {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (depth > 4) return hostileValue;
  const inner = (next: z.ZodType | undefined) =>
    next ? shapedValue(next, depth + 1, withHostile) : hostileValue;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return withHostile
        ? fc.oneof(inner(def.innerType), fc.constantFrom(undefined, null))
        : inner(def.innerType);
    case "pipe":
      return inner(def.in);
    case "object":
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [
            key,
            withHostile ? mixed(value, depth) : shapedValue(value, depth + 1, false),
          ]),
        ),
        withHostile ? { requiredKeys: [] } : {},
      );
    case "string":
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ unit: "grapheme", maxLength: 80 }),
        fc.constantFrom("2026-03-01T10:00:00.000Z", "2026-03-01", "https://example.com/a", "a@example.com"),
      );
    case "number":
    case "int":
      return fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer(), fc.double());
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? { none: "none" }));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "array":
      return fc.array(inner(def.element), { maxLength: 4 });
    case "union":
      return fc.oneof(...(def.options ?? []).map((option) => shapedValue(option, depth + 1, withHostile)));
    default:
      return hostileValue;
  }
}

/** Mostly shaped values, now and then a hostile one. */
const mixed = (schema: z.ZodType, depth: number) =>
  fc.oneof({ weight: 3, arbitrary: shapedValue(schema, depth + 1) }, { weight: 1, arbitrary: hostileValue });

/** The keys of an object schema (through optional, pipe and the like), or none. */
export function objectKeys(schema: unknown): string[] {
  let current = schema as { _zod?: { def: Def } } | undefined;
  for (let depth = 0; current?._zod && depth < 5; depth++) {
    const def: Def = current._zod.def;
    if (def.type === "object") return Object.keys(def.shape ?? {});
    current = (def.innerType ?? def.in) as typeof current;
  }
  return [];
}
