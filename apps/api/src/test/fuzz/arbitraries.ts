/**
 * fast-check arbitraries for the fuzz suite (issue #11): request bodies built from the OpenAPI document's own
 * JSON schemas, and the hostile values an attacker sends (NUL and control characters, 1 MB strings, integer
 * overflow, impossible dates, wrong types, unusual unicode).
 */
import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.1) that zod's and @hono/zod-openapi's documents use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Bodies stay ≤ 1 MB (the JSON limit is 256 KB, uploads 81 MB): the largest hostile string. */
export const ONE_MB_STRING = 'x'.repeat(1_000_000);
/** Under the JSON body limit, so it reaches validation and, if let through, the database. */
const LARGE_STRING = 'ދ'.repeat(60_000);

const C0_AND_C1 = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
];

/** Strings no well-behaved client sends. */
export const hostileStrings: string[] = [
  '\u0000',
  'a\u0000b',
  'name\u0000',
  ...C0_AND_C1.map((ch) => `x${ch}y`),
  '\u001b[31mred\u001b[0m',
  '\r\nSet-Cookie: x=1',
  '\ud800',
  'lone \udfff surrogate',
  '\ufeff\ufffe\uffff',
  '\u202eevil\u202c',
  'zero\u200bwidth',
  '\u2028\u2029',
  'ދިވެހި ބަސް',
  '🏝️🐢🌊👩‍👩‍👧‍👦',
  'é'.normalize('NFD').repeat(50),
  `Z${'\u0335\u0321\u0327\u0317'.repeat(60)}`,
  '%00',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  "'; drop table listings; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\t\n',
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '275760-09-14',
  '-001-01-01',
  '0x10',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000\u0000',
  'DELETE',
  'admin',
  LARGE_STRING,
];

/** Numbers that overflow PostgreSQL's integer and bigint, lose precision, or round to nothing. */
export const hostileNumbers: number[] = [
  0,
  -0,
  -1,
  0.001,
  0.004,
  0.005,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];

/** Values of the wrong type for any field. */
export const wrongTypes: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[[[[]]]]],
  { $gt: '' },
  JSON.parse('{"__proto__":{"role":"admin"}}') as unknown,
  ['a', 'b'],
  [1, 2, 3],
  { nested: { deeper: { deepest: '\u0000' } } },
];

/** Every hostile value once: each route meets all of them (write-routes.ts, issue #36). */
export const everyHostileValue: unknown[] = [
  ...hostileStrings,
  ...hostileNumbers,
  ...wrongTypes,
  ONE_MB_STRING,
];

/** One hostile value of any kind; the 1 MB string is rare (it only ever meets the body limit). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 8 },
  { arbitrary: fc.constantFrom(...hostileNumbers), weight: 4 },
  { arbitrary: fc.constantFrom(...wrongTypes), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.constant(ONE_MB_STRING), weight: 1 },
);

function resolve(schema: JsonSchema, root: unknown): JsonSchema {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  return resolve(target as JsonSchema, root);
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 120, 2000);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }), weight: 1 },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : undefined);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : undefined);
  if (integer) {
    return fc.integer({ min: min ?? -(2 ** 31), max: max ?? 2 ** 31 });
  }
  return fc.double({ noNaN: true, noDefaultInfinity: true, min: min ?? -1e12, max: max ?? 1e12 });
}

/**
 * An arbitrary of values that match `schema` as the document states it (its own refinements, such as a
 * password's character classes, are not in the document, so some still fail validation: as intended).
 * @param root the whole OpenAPI document, for `$ref`s
 */
export function fromSchema(input: JsonSchema, root: unknown): fc.Arbitrary<unknown> {
  const schema = resolve(input, root);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, root)));
  if (schema.allOf?.length === 1) return fromSchema(schema.allOf[0]!, root);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, root)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, root) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 10, 20),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromSchema(value, root)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/**
 * `base` with one field (or a field of a nested object) replaced by a hostile value, removed, or joined by an
 * unknown field: the body is valid but for one thing, so the hostile value reaches the deepest check it can.
 */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, hostileValue, fc.nat(), fc.constantFrom('replace', 'replace', 'replace', 'remove', 'add'))
    .map(([value, hostile, pick, how]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostile;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (how === 'add' || keys.length === 0) {
        // defineProperty, so "__proto__" is a key of the JSON and not the object's prototype.
        Object.defineProperty(copy, ['isAdmin', 'role', 'status', 'userId', 'id', '__proto__'][pick % 6]!, {
          value: hostile,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return copy;
      }
      const key = keys[pick % keys.length]!;
      if (how === 'remove') delete copy[key];
      else copy[key] = hostile;
      return copy;
    });
}

/** A body that is not an object at all: a bare hostile value or arbitrary JSON. */
export const notAnObject: fc.Arbitrary<unknown> = fc.oneof(
  hostileValue,
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }),
);

/** Raw request texts that are not JSON, or JSON that nests too deep. */
export const rawTexts: string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"\\u0000"',
  '{"email":"\\u0000"}',
  '\u0000',
  '{"a":1,"a":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x":${'{"x":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  'a=1&b=2',
  '\ufeff{}',
  '{"rating":9223372036854775807,"page":1e400,"price":-0.0}',
  '{"enabled":"true","ids":[9007199254740993]}',
];
