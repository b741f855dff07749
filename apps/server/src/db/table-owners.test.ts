import { readdirSync } from 'node:fs';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from './tables';
import { TABLE_OWNERS } from './table-owners';

const modules = readdirSync(new URL('../modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const schemaTables = Object.values(tables)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))
  .sort();

describe('the owners of the tables', () => {
  it('names an owner for every table in the schema, and no table the schema lacks', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(schemaTables);
  });

  it('gives every table to a module that exists (or to the seed, for its own record)', () => {
    const strangers = Object.entries(TABLE_OWNERS).filter(
      ([, owner]) => owner !== 'seed' && !modules.includes(owner),
    );
    expect(strangers).toEqual([]);
  });
});
