/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteDefinition } from './define-route';
import { isByteCountSchema } from './input-fields';

/**
 * Guards every route the contract defines, including ones added later: each number that comes in
 * must stop below PostgreSQL's integer overflow, each text must refuse NUL and half of a surrogate
 * pair (which PostgreSQL cannot store), and a JSON body must not coerce `true` or `[1]` into a number.
 */

const SOURCE_DIR = fileURLToPath(new URL('..', import.meta.url));
const TOO_BIG = 2 ** 31;
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** Texts of the shapes the routes take (names, ids, slugs, codes, dates); a probe needs one a field accepts. */
const TEXT_SAMPLES = [
  'abc',
  '12',
  '12-slug',
  'a'.repeat(16),
  'user@example.com',
  '0812345678',
  '10110',
  '2026-01-31',
  '12:30:00',
  '2026-01-31T12:30:00.000Z',
  'https://shop.example/x',
  '1500.50',
  'normal_person',
  'KBANK',
  '#1f4e8c',
  '1101700230708',
  // A stored upload's name and an upload's id.
  '0123456789abcdef0123456789abcdef.mp4',
  '0123456789abcdef0123456789abcdef',
];

type InputPart = 'params' | 'querystring' | 'body';
/** A field's own schema; `probe` is what a value of it passes through (a whole pipe for its input side). */
type Leaf = { route: string; part: InputPart; path: string; schema: z.ZodType; probe: z.ZodType };

const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const loadRoutes = async (): Promise<Map<string, RouteDefinition>> => {
  const files = readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const routes = new Map<string, RouteDefinition>();
  for (const file of files) {
    const module = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isRoute(value)) routes.set(`${value.method} ${value.path}`, value);
    }
  }
  return routes;
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  coerce?: boolean;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const NO_INPUT = new Set(['transform', 'literal', 'enum', 'boolean', 'null', 'undefined']);

/** Every leaf schema that reads a value of the request, with its path. */
const leavesOf = (schema: z.ZodType, at: Omit<Leaf, 'schema' | 'probe'>): Leaf[] => {
  const def = defOf(schema);
  const child = (next: z.ZodType, step: string) => leavesOf(next, { ...at, path: `${at.path}${step}` });
  if (WRAPPERS.has(def.type) && def.innerType) return child(def.innerType, '');
  if (NO_INPUT.has(def.type)) return [];
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, value]) => child(value, `.${key}`)),
        ...(def.catchall ? child(def.catchall, '.*') : []),
      ];
    case 'array':
      return def.element ? child(def.element, '[]') : [];
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, index) => child(item, `[${String(index)}]`)),
        ...(def.rest ? child(def.rest, '[]') : []),
      ];
    case 'union':
      return (def.options ?? []).flatMap((option, index) => child(option, `|${String(index)}`));
    case 'intersection':
      return [def.left, def.right].flatMap((part) => (part ? child(part, '') : []));
    case 'pipe':
      // What arrives meets the input side and then everything after it: probe the whole pipe.
      return [
        ...(def.in ? child(def.in, '').map((leaf) => ({ ...leaf, probe: schema })) : []),
        ...(def.out ? child(def.out, '') : []),
      ];
    case 'record':
      return [
        ...(def.keyType ? child(def.keyType, '{key}') : []),
        ...(def.valueType ? child(def.valueType, '{}') : []),
      ];
    default:
      return [{ ...at, schema, probe: schema }];
  }
};

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Why a leaf would let a bad value reach the database, or null when it is safe. */
const flawOf = (leaf: Leaf): string | null => {
  const def = defOf(leaf.schema);
  if (def.type === 'number' || def.type === 'int') {
    // Byte counts live in bigint columns and are bounded by MAX_BYTE_COUNT instead.
    if (isByteCountSchema(leaf.schema) || isByteCountSchema(leaf.probe)) return null;
    if (accepts(leaf.probe, TOO_BIG) || accepts(leaf.probe, String(TOO_BIG))) return 'takes 2^31';
    if (leaf.part === 'body' && def.coerce) return 'coerces a JSON value (true, [1]) into a number';
    return null;
  }
  if (def.type === 'string') {
    const taken = TEXT_SAMPLES.filter((text) => accepts(leaf.probe, text));
    if (taken.length === 0) return 'takes none of the probe texts (add one it takes)';
    const withNul = taken.flatMap((text) => [`${text}${NUL}`, `${text.slice(0, -1)}${NUL}`]);
    if (withNul.some((text) => accepts(leaf.probe, text))) return 'takes NUL';
    const withSurrogate = taken.flatMap((text) => [
      `${text}${LONE_SURROGATE}`,
      `${text.slice(0, -1)}${LONE_SURROGATE}`,
    ]);
    return withSurrogate.some((text) => accepts(leaf.probe, text)) ? 'takes a lone surrogate' : null;
  }
  if (def.type === 'unknown' || def.type === 'any') {
    if (accepts(leaf.probe, { text: `a${NUL}` })) return 'takes any JSON, NUL included';
    return accepts(leaf.probe, { [`a${LONE_SURROGATE}`]: 'b' }) ? 'takes a lone surrogate in JSON' : null;
  }
  return `is a ${def.type} the probe does not know`;
};

describe('inputs of every contract route', async () => {
  const routes = await loadRoutes();
  const leaves = [...routes].flatMap(([name, route]) =>
    (['params', 'querystring', 'body'] as const).flatMap((part) => {
      const schema = route[part];
      return schema ? leavesOf(schema, { route: name, part, path: part }) : [];
    }),
  );

  it('finds the routes and their fields', () => {
    expect(routes.size).toBeGreaterThan(80);
    expect(leaves.length).toBeGreaterThan(200);
  });

  it('refuses an integer of 2^31, a text with NUL or a lone surrogate, and a number coerced from a JSON body', () => {
    const flaws = leaves.flatMap((leaf) => {
      const flaw = flawOf(leaf);
      return flaw ? [`${leaf.route} ${leaf.path}: ${flaw}`] : [];
    });
    expect(flaws).toEqual([]);
  });
});
