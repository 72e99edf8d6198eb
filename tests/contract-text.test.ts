import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProfileBodySchema } from '../src/domain/profile';
import { SignInRequestSchema } from '../src/contract/auth';
import { ContactsSaveArgsSchema } from '../src/contract/records';
import { SendNotificationRequestSchema } from '../src/contract/notifications';
import { VehicleSaveArgsSchema } from '../src/contract/profile';
import { PushRequestSchema } from '../src/contract/sync';
import { hasOnlySupportedCharacters, supportedCharacters, text } from '../src/contract/text';
import { UNSUPPORTED_CHARACTERS_MESSAGE } from '../src/i18n/en/errors';

/**
 * Every text field of every exported schema (src/contract, and the shared rules in
 * src/domain) refuses NUL and lone surrogates. The walk reads valibot's own structure
 * (`type`, `pipe`, `entries`, `item`, `items`, `wrapped`, `options`, `key`, `value`, `rest`),
 * so a schema added later with a bare `v.string()` fails here.
 */

type SchemaNode = {
  kind: 'schema';
  type: string;
  pipe?: readonly unknown[];
  entries?: Record<string, unknown>;
  item?: unknown;
  items?: readonly unknown[];
  wrapped?: unknown;
  options?: readonly unknown[];
  key?: unknown;
  value?: unknown;
  rest?: unknown;
};
type Leaf = { where: string; chain: SchemaNode[]; position: SchemaNode };

const isSchema = (x: unknown): x is SchemaNode => typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'schema';

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);
const CHOICES = new Set(['union', 'variant', 'intersect']);

/** Every string leaf under `node`, with the nodes from its field's schema down to it. */
function stringLeaves(node: unknown, where: string, chain: SchemaNode[] = [], position?: SchemaNode, out: Leaf[] = []): Leaf[] {
  if (!isSchema(node)) return out;
  const field = position ?? node;
  const here = [...chain, node];
  // A piped schema repeats its root's structure; walk it once, through the root.
  if (node.pipe && node.pipe[0] !== node) return stringLeaves(node.pipe[0], where, here, field, out);
  if (node.type === 'string') out.push({ where, chain: here, position: field });
  else if (WRAPPERS.has(node.type)) stringLeaves(node.wrapped, where, here, field, out);
  else if (CHOICES.has(node.type)) {
    for (const [i, option] of (node.options ?? []).entries()) stringLeaves(option, `${where}|${i}`, here, field, out);
  } else {
    for (const [key, entry] of Object.entries(node.entries ?? {})) stringLeaves(entry, `${where}.${key}`, [], undefined, out);
    if (node.item) stringLeaves(node.item, `${where}[]`, [], undefined, out);
    for (const [i, item] of (node.items ?? []).entries()) stringLeaves(item, `${where}[${i}]`, [], undefined, out);
    if (node.key) stringLeaves(node.key, `${where}{key}`, [], undefined, out);
    if (node.value) stringLeaves(node.value, `${where}{}`, [], undefined, out);
    if (node.rest) stringLeaves(node.rest, `${where}[rest]`, [], undefined, out);
  }
  return out;
}

const hasCheck = (leaf: Leaf) => leaf.chain.some((n) => n.pipe?.includes(supportedCharacters));
const refuses = (leaf: Leaf, value: string) => !v.safeParse(leaf.position as unknown as v.GenericSchema, value).success;

/** Exported schemas of every module in a folder, also those held in exported maps (each area's tables and mutations). */
async function exportedSchemas(folder: string): Promise<Array<{ name: string; schema: SchemaNode }>> {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), folder);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));
  const found = new Map<SchemaNode, string>();
  for (const file of files) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const label = `${folder}/${file}:${name}`;
      if (isSchema(value)) found.set(value, found.get(value) ?? label);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, inner] of Object.entries(value)) {
          const schema = isSchema(inner)
            ? inner
            : isSchema((inner as { schema?: unknown } | null)?.schema)
              ? (inner as { schema: SchemaNode }).schema
              : undefined;
          if (schema) found.set(schema, found.get(schema) ?? `${label}.${key}`);
        }
      }
    }
  }
  return [...found].map(([schema, name]) => ({ name, schema }));
}

const schemas = [...(await exportedSchemas('../src/contract')), ...(await exportedSchemas('../src/domain'))];
const leaves = schemas.flatMap(({ name, schema }) => stringLeaves(schema, name));

describe('text()', () => {
  it('refuses NUL and lone surrogates with one message, and keeps every other character', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83D', '\uDE00x']) {
      const result = v.safeParse(text(), bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.issues?.[0]?.message).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
    }
    for (const good of ['', 'Thandi', 'Pieter van Wyk', 'Zoë', '😀 ok', '𝒜', '\t\n', 'ümlaut ß']) expect(hasOnlySupportedCharacters(good), good).toBe(true);
    expect(v.safeParse(text('Please enter password'), 42).issues?.[0]?.message).toBe('Please enter password');
  });
});

describe('every text field of every contract schema', () => {
  it('finds the schemas and their text fields', () => {
    expect(schemas.length).toBeGreaterThan(40);
    expect(leaves.length).toBeGreaterThan(150);
    for (const known of [
      SignInRequestSchema,
      VehicleSaveArgsSchema,
      ContactsSaveArgsSchema,
      PushRequestSchema,
      SendNotificationRequestSchema,
      ProfileBodySchema,
    ]) {
      expect(schemas.some((s) => s.schema === (known as unknown))).toBe(true);
    }
  });

  it("uses text() (the supportedCharacters check) for every string, and each refuses '\\u0000' and '\\uD800'", () => {
    const missing = leaves.filter((leaf) => !hasCheck(leaf)).map((leaf) => leaf.where);
    expect(missing).toEqual([]);
    const accepting = leaves.filter((leaf) => !refuses(leaf, '\u0000') || !refuses(leaf, '\uD800')).map((leaf) => leaf.where);
    expect(accepting).toEqual([]);
  });

  it('catches a schema that forgets it (the walk itself works)', () => {
    const forgetful = v.object({
      ok: text(),
      bare: v.pipe(v.string(), v.maxLength(10)),
      nested: v.array(v.object({ inner: v.optional(v.string(), '') })),
      choice: v.union([v.number(), v.string()]),
      keyed: v.record(v.string(), v.number()),
    });
    const found = stringLeaves(forgetful, 'forgetful');
    expect(found.map((l) => l.where).sort()).toEqual(
      ['forgetful.bare', 'forgetful.choice|1', 'forgetful.keyed{key}', 'forgetful.nested[].inner', 'forgetful.ok'].sort(),
    );
    expect(
      found
        .filter((l) => !hasCheck(l))
        .map((l) => l.where)
        .sort(),
    ).toEqual(['forgetful.bare', 'forgetful.choice|1', 'forgetful.keyed{key}', 'forgetful.nested[].inner'].sort());
    expect(found.filter((l) => !refuses(l, '\u0000')).map((l) => l.where)).toContain('forgetful.bare');
  });
});
