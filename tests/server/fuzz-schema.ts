import fc from 'fast-check';

/**
 * Bad and edge-case values derived from a contract schema (valibot), for the endpoint fuzzing in
 * tests/server/fuzz-endpoints.test.ts. The walk reads valibot's own structure (`type`, `pipe`,
 * `entries`, `item`, `wrapped`, `options`, `literal`, `value`) as tests/contract-text.test.ts does.
 * Each field is mostly a value its schema would take (so a case gets past the first field and
 * reaches the deeper checks and the service), otherwise a bad one: the wrong type, missing,
 * huge, unusual Unicode, a negative, fractional or unrepresentable number, an extra field.
 */

/** A number written as raw JSON text, so a body can carry what JSON.stringify cannot (1e400, -0, 2^53 + 1). */
export type RawNumber = { readonly rawJson: string };
const isRaw = (x: unknown): x is RawNumber => typeof x === 'object' && x !== null && typeof (x as { rawJson?: unknown }).rawJson === 'string';

/** JSON text of a generated value (RawNumber written as it is; undefined fields left out). */
export function toJson(value: unknown): string {
  if (isRaw(value)) return value.rawJson;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const parts = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A generated value as a query-string value (numbers and booleans as their text, objects as JSON). */
export function toQueryValue(value: unknown): string {
  if (isRaw(value)) return value.rawJson;
  if (typeof value === 'string') return value;
  return toJson(value);
}

type Node = {
  kind?: string;
  type: string;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
  items?: readonly Node[];
  wrapped?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  requirement?: unknown;
  value?: Node;
  key?: Node;
};

const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';

/** Strings that have broken servers: huge, NUL, lone surrogates, RTL and combining marks, emoji, SQL and path text, JSON-looking text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'a\udc00b',
    '\u202e\u0301\u200b',
    '👩‍👩‍👧‍👦',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '{"a":1}',
    '__proto__',
    'NaN',
    '-1',
    '1e400',
    '9007199254740993',
    'null',
    'true',
    '０１２',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 257, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 3000 }).map((n) => '\u{1F600}'.repeat(n)),
);

/** Numbers at the edges: negative, zero, fractional, beyond the safe integers, overflowing to Infinity as JSON. */
export const nastyNumber: fc.Arbitrary<number | RawNumber> = fc.oneof(
  fc.constantFrom<number | RawNumber>(
    -1,
    0,
    0.5,
    -0.0001,
    2 ** 31,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.constantFrom<RawNumber>(
    { rawJson: '1e400' },
    { rawJson: '-1e400' },
    { rawJson: '-0' },
    { rawJson: '9007199254740993' },
    { rawJson: '1e-400' },
    { rawJson: '123456789012345678901234567890' },
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value, including deep and wide ones. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 4 },
  { arbitrary: nastyString, weight: 2 },
  { arbitrary: nastyNumber, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 5000 }).map((n) => Array.from({ length: n }, (_, i) => i)), weight: 1 },
  { arbitrary: fc.integer({ min: 50, max: 400 }).map((n) => nested(n)), weight: 1 },
);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A value of the wrong kind for any field: mostly another JSON type, sometimes an edge of the right one. */
const bad: fc.Arbitrary<unknown> = anyJson;

const pipeActions = (node: Node): Node[] => (node.pipe ?? []).slice(1);
const root = (node: Node): Node => (node.pipe && node.pipe[0] && node.pipe[0] !== node ? root(node.pipe[0]) : node);
const requirement = (node: Node, type: string): unknown => pipeActions(node).find((a) => a.type === type)?.requirement;
const all = (node: Node, type: string): unknown[] =>
  pipeActions(node)
    .filter((a) => a.type === type)
    .map((a) => a.requirement);

/** A string the field's pipe would likely take: its regex's language, within its lengths. */
function goodString(node: Node): fc.Arbitrary<string> {
  const regexes = all(node, 'regex').filter((r): r is RegExp => r instanceof RegExp);
  const max = requirement(node, 'max_length');
  const min = requirement(node, 'min_length');
  if (regexes[0]) {
    const re = regexes[0];
    // stringMatching needs a pattern it can read; fall back to plain strings for the rest.
    try {
      return fc.stringMatching(re, { size: 'small' }).filter((s) => (typeof max !== 'number' || s.length <= max) && regexes.every((r) => r.test(s)));
    } catch {
      return fc.string({ maxLength: typeof max === 'number' ? max : 20 });
    }
  }
  if (pipeActions(node).some((a) => a.type === 'email')) return fc.emailAddress();
  return fc.string({ minLength: typeof min === 'number' ? min : 0, maxLength: typeof max === 'number' ? Math.min(max, 60) : 30 });
}

function goodNumber(node: Node): fc.Arbitrary<number> {
  const min = requirement(node, 'min_value');
  const max = requirement(node, 'max_value');
  const lo = typeof min === 'number' ? min : -1000;
  const hi = typeof max === 'number' ? max : 1000;
  const integer = pipeActions(node).some((a) => a.type === 'integer' || a.type === 'safe_integer');
  return integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) }) : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true });
}

/**
 * A value for `schema`: per field, near-valid with weight 7 (and the field's own edges), bad
 * with weight 2, left out with weight 1; objects sometimes carry an extra field.
 */
export function fromSchema(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isNode(schema) || depth > 6) return bad;
  const node = schema;
  const base = root(node);
  const mix = (good: fc.Arbitrary<unknown>, edges?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    fc.oneof({ arbitrary: good, weight: 7 }, { arbitrary: edges ?? bad, weight: 2 }, { arbitrary: bad, weight: 1 });
  switch (base.type) {
    case 'string':
      return mix(goodString(node), nastyString);
    case 'number':
      return mix(goodNumber(node), nastyNumber);
    case 'boolean':
      return mix(fc.boolean(), fc.constantFrom<unknown>('true', 1, 0, 'false', null));
    case 'literal':
      return mix(fc.constant(base.literal));
    case 'picklist':
    case 'enum':
      return mix(fc.constantFrom(...((base.options as unknown[] | undefined) ?? [''])), nastyString);
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
      return fc.oneof({ arbitrary: fromSchema(base.wrapped, depth + 1), weight: 3 }, { arbitrary: fc.constant(undefined), weight: 1 });
    case 'nullable':
      return fc.oneof({ arbitrary: fromSchema(base.wrapped, depth + 1), weight: 3 }, { arbitrary: fc.constant(null), weight: 1 });
    case 'union':
    case 'variant':
    case 'intersect': {
      const options = (base.options ?? []).filter(isNode);
      return options.length ? fc.oneof(...options.map((o) => fromSchema(o, depth + 1))) : bad;
    }
    case 'array': {
      const max = requirement(node, 'max_length');
      const good = fc.array(fromSchema(base.item, depth + 1), { maxLength: typeof max === 'number' ? Math.min(max, 5) : 5 });
      const tooMany = typeof max === 'number' ? fc.constant(Array.from({ length: max + 1 }, () => null)) : fc.constant(Array.from({ length: 10_000 }, () => 0));
      return mix(good, tooMany);
    }
    case 'tuple':
      return mix(fc.tuple(...(base.items ?? []).map((i) => fromSchema(i, depth + 1))));
    case 'record':
      return mix(fc.dictionary(fc.string({ maxLength: 10 }), fromSchema(base.value, depth + 1), { maxKeys: 4 }));
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = base.entries ?? {};
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, entry] of Object.entries(entries)) {
        fields[key] = fc.oneof({ arbitrary: fromSchema(entry, depth + 1), weight: 9 }, { arbitrary: fc.constant(undefined), weight: 1 });
      }
      const record = fc.record(fields);
      const extra = fc.record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'userId', 'estateId', 'id', ''), value: anyJson });
      const withExtra = fc
        .tuple(record, extra)
        .map(([r, e]) => (e.key === '__proto__' ? Object.assign(JSON.parse(`{"__proto__":${toJson(e.value)}}`) as object, r) : { ...r, [e.key]: e.value }));
      return mix(fc.oneof({ arbitrary: record, weight: 4 }, { arbitrary: withExtra, weight: 1 }));
    }
    default:
      // unknown, any, custom and the rest: anything.
      return anyJson;
  }
}
