import fastJsonStringify, { type AnySchema } from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { isoDateTime } from "../../shared/contracts/common";

/** The JSON schema fast-json-stringify compiles: the few keywords the translation below writes. */
type JsonSchema = {
  type?: string | string[];
  format?: "date-time";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema;
  const?: unknown;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** A zod schema as its definition shows it (zod's own types do not expose `_zod.def` by kind). */
type ZodDefinition = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  options?: z.ZodType[];
  discriminator?: string;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string } } }[];
};
const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDefinition } })._zod.def;

/** Checks that only accept or refuse a value; anything else (`trim`, `toLowerCase`: "overwrite") changes it. */
const keepsValue = (definition: ZodDefinition) =>
  (definition.checks ?? []).every((check) => check._zod.def.check !== "overwrite");

/** Null or the schema: a type list where the schema has a type, else (a chosen variant) one or the other. */
const withNull = (schema: JsonSchema): JsonSchema =>
  schema.type === undefined || schema.if
    ? { anyOf: [{ type: "null" }, schema] }
    : { ...schema, type: [...(Array.isArray(schema.type) ? schema.type : [schema.type]), "null"] };

/**
 * A discriminated union as a chain of `if` (the discriminator has this variant's value) `then` (its
 * schema) `else` (the next variants): the variant is chosen by one compiled check of one field, and
 * written with its own properties, as zod's encoding writes the variant that matched. Null when a
 * variant is not an object with one literal value for the discriminator.
 */
function discriminatedUnion(discriminator: string, options: z.ZodType[]): JsonSchema | null {
  const variants: { value: unknown; schema: JsonSchema }[] = [];
  for (const option of options) {
    const literal = definitionOf(option).shape?.[discriminator];
    const values =
      literal && definitionOf(literal).type === "literal" ? definitionOf(literal).values : undefined;
    const schema = fastJsonSchema(option);
    if (!schema || values?.length !== 1) return null;
    variants.push({ value: values[0], schema });
  }
  const last = variants.pop();
  if (!last) return null;
  return variants.reduceRight<JsonSchema>(
    (otherwise, { value, schema }) => ({
      type: "object",
      if: { type: "object", properties: { [discriminator]: { const: value } }, required: [discriminator] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword; the object is never awaited.
      then: schema,
      else: otherwise,
    }),
    last.schema,
  );
}

/**
 * The JSON schema whose fast-json-stringify output is byte for byte what zod's encoding followed by
 * `JSON.stringify` writes for a value the zod schema accepts, or null when the schema has a part that
 * translation cannot promise that for (a union other than a discriminated one, a record whose keys are checked, a codec other than `isoDateTime`, a
 * transform, a default, a strict or passthrough object, a check that rewrites the value).
 */
export function fastJsonSchema(schema: z.ZodType): JsonSchema | null {
  if (schema === isoDateTime) return { type: "string", format: "date-time" };
  const definition = definitionOf(schema);
  switch (definition.type) {
    case "string":
      return keepsValue(definition) ? { type: "string" } : null;
    case "number":
      // "number", never "integer": fast-json-stringify would truncate a fraction an integer schema gets.
      return keepsValue(definition) ? { type: "number" } : null;
    case "boolean":
      return { type: "boolean" };
    case "null":
      return { type: "null" };
    case "enum": {
      const values = Object.values(definition.entries ?? {});
      return values.every((value) => typeof value === "string") ? { type: "string" } : null;
    }
    case "literal": {
      const kinds = new Set((definition.values ?? []).map((value) => typeof value));
      const [kind] = kinds;
      return kinds.size === 1 && (kind === "string" || kind === "number" || kind === "boolean")
        ? { type: kind }
        : null;
    }
    case "record": {
      // String keys as they are (no checks that refuse or rewrite one), each value translated.
      const keys = definition.keyType && definitionOf(definition.keyType);
      const values = definition.valueType && fastJsonSchema(definition.valueType);
      return keys?.type === "string" && !keys.checks?.length && values
        ? { type: "object", additionalProperties: values }
        : null;
    }
    case "union":
      return definition.discriminator && definition.options
        ? discriminatedUnion(definition.discriminator, definition.options)
        : null;
    case "nullable": {
      const inner = definition.innerType && fastJsonSchema(definition.innerType);
      return inner ? withNull(inner) : null;
    }
    case "array": {
      const items = definition.element && keepsValue(definition) && fastJsonSchema(definition.element);
      return items ? { type: "array", items } : null;
    }
    case "object": {
      if (definition.catchall !== undefined) return null;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, property] of Object.entries(definition.shape ?? {})) {
        const propertyDefinition = definitionOf(property);
        const isOptional = propertyDefinition.type === "optional";
        const translated = fastJsonSchema(
          isOptional && propertyDefinition.innerType ? propertyDefinition.innerType : property,
        );
        if (!translated) return null;
        // fast-json-stringify writes the required properties first: a required one after an optional one
        // would come out in another order than zod's, so zod encodes that object.
        if (!isOptional && required.length < Object.keys(properties).length) return null;
        properties[key] = translated;
        if (!isOptional) required.push(key);
      }
      return { type: "object", properties, required };
    }
    default:
      return null;
  }
}

/**
 * The serializer of every route's response schema. A response is always written through its zod
 * schema, so every field the schema does not list is dropped (decision 0003). Where the schema
 * translates exactly (objects, arrays, strings, numbers, booleans, enums, literals, nullables,
 * discriminated unions, records with string keys,
 * `isoDateTime`: nearly every answer), fast-json-stringify writes it from the translated schema:
 * the same bytes as zod's encoding plus `JSON.stringify`, at a third of the CPU (decision 0017). It
 * writes what it is given as the schema's type instead of refusing a value of another type; the
 * handlers' return types are checked against the schemas at compile time (the zod type provider).
 * Any other schema is encoded by zod, as before.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  // Compiled on the route's first answer, not at start-up: compiling all ~300 serializers up front cost
  // about a fifth of the time to the first answer (issue 30), and most routes are not called at once.
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compileSerializer(route);
    return serialize(data);
  };
};

function compileSerializer(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]) {
  const jsonSchema = route.schema instanceof z.ZodType ? fastJsonSchema(route.schema) : null;
  // The translation writes only keywords fast-json-stringify knows; its own types list each schema kind apart.
  return jsonSchema
    ? fastJsonStringify(jsonSchema as AnySchema)
    : (zodSerializerCompiler(route) as (data: unknown) => string);
}
