import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundaryProblems, readModuleBoundaries, readTableUse } from './module-boundaries.mjs';

let root = '';

/** A modules folder holding these files (path below the folder -> source), read by the check. */
const modulesTree = (files) => {
  root = mkdtempSync(join(tmpdir(), 'modules-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return readModuleBoundaries(root);
};

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the module boundary check', () => {
  it('accepts modules that reach each other only through their index, one way', () => {
    const read = modulesTree({
      'orders/index.ts': "export { findOrder } from './orders.repository';\n",
      'orders/orders.repository.ts': 'export const findOrder = () => null;\n',
      'payments/settle.ts':
        "import { findOrder } from '../orders/index';\nexport const settle = findOrder;\n",
    });
    expect(boundaryProblems(read, [])).toEqual([]);
  });

  it("refuses an import into another module's private file, a type-only one too", () => {
    const read = modulesTree({
      'orders/orders.repository.ts': 'export type OrderRow = { id: number };\n',
      'payments/settle.ts':
        "import type {\n  OrderRow,\n} from '../orders/orders.repository';\nexport type Row = OrderRow;\n",
    });
    expect(boundaryProblems(read, [])).toEqual([
      "private import: payments/settle.ts -> orders/orders.repository.ts (import the module's index instead)",
    ]);
  });

  it('lets a test reach into the module it exercises', () => {
    const read = modulesTree({
      'orders/orders.repository.ts': 'export const findOrder = () => null;\n',
      'payments/settle.test.ts': "import { findOrder } from '../orders/orders.repository';\nfindOrder();\n",
    });
    expect(boundaryProblems(read, [])).toEqual([]);
  });

  it('refuses a loop between modules even when every import goes through an index', () => {
    const read = modulesTree({
      'orders/index.ts': "export { findOrder } from './find-order';\n",
      'orders/find-order.ts':
        "import { settle } from '../payments/index';\nexport const findOrder = settle;\n",
      'payments/index.ts': "export { settle } from './settle';\n",
      'payments/settle.ts':
        "import { findOrder } from '../orders/index';\nexport const settle = () => findOrder;\n",
    });
    expect(boundaryProblems(read, [])).toEqual(['module loop: orders <-> payments']);
  });

  it("refuses app.ts, plugins and other files beside the modules reaching into a module's private file", () => {
    modulesTree({});
    const files = {
      'modules/settings/index.ts': "export { setSettingsCacheTtl } from './settings.service';\n",
      'modules/settings/settings.service.ts': 'export const setSettingsCacheTtl = () => null;\n',
      'modules/register-modules.ts': "import '../modules/settings/index';\n",
      'app.ts':
        "import { setSettingsCacheTtl } from './modules/settings/settings.service';\nimport './modules/register-modules';\n",
      'plugins/cache.ts': "import { setSettingsCacheTtl } from '../modules/settings/index';\n",
      'test/settings-kit.ts': "import { setSettingsCacheTtl } from '../modules/settings/settings.service';\n",
    };
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, 'src', path)), { recursive: true });
      writeFileSync(join(root, 'src', path), source);
    }
    const read = readModuleBoundaries(join(root, 'src', 'modules'), { outside: join(root, 'src') });
    expect(boundaryProblems(read, [])).toEqual([
      "private import: app.ts -> modules/settings/settings.service.ts (import the module's index instead)",
    ]);
  });

  it("refuses a module writing another module's table, by Drizzle or raw SQL, and counts its reads", () => {
    modulesTree({});
    const files = {
      'db/schema/orders.ts': "export const orders = pgTable(\n  'orders',\n  {},\n);\n",
      'db/schema/catalog.ts': "export const courses = pgTable('courses', {});\n",
      'db/table-owners.ts':
        "export const TABLE_OWNERS = {\n  orders: 'orders',\n  courses: 'catalogue',\n} as const;\n",
      'modules/orders/reserve.ts':
        "import { courses, orders } from '../../db/tables';\nawait tx.update(courses).set({});\nawait tx.update(orders).set({});\n",
      'modules/orders/give-back.ts': 'await tx.execute(sql`UPDATE courses SET seats_taken = 0`);\n',
      'modules/catalogue/course-page.ts':
        "import { courses, orders } from '../../db/tables';\ndb.select().from(orders);\n",
      'modules/orders/reserve.test.ts':
        "import { courses } from '../../db/tables';\nawait tx.delete(courses);\n",
    };
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, 'src', path)), { recursive: true });
      writeFileSync(join(root, 'src', path), source);
    }
    const use = readTableUse(join(root, 'src', 'modules'), {
      schema: join(root, 'src', 'db', 'schema'),
      owners: join(root, 'src', 'db', 'table-owners.ts'),
    });
    expect(boundaryProblems({ privateImports: [], loops: [], ...use }, [])).toEqual([
      "foreign write: orders/give-back.ts writes courses (owned by catalogue); call the owner's index",
      "foreign write: orders/reserve.ts writes courses (owned by catalogue); call the owner's index",
    ]);
    expect(use.foreignReads).toEqual([
      { file: 'catalogue/course-page.ts', module: 'catalogue', table: 'orders', owner: 'orders' },
    ]);
  });

  it('holds a known loop to its members: a module joining it, or its end, is reported', () => {
    const read = modulesTree({
      'orders/index.ts': "import '../payments/index';\n",
      'payments/index.ts': "import '../mail/index';\n",
      'mail/index.ts': "import '../orders/index';\n",
    });
    expect(boundaryProblems(read, [['orders', 'payments']])).toEqual([
      'module loop: mail <-> orders <-> payments',
      'known loop is gone, remove it from KNOWN_LOOPS: orders payments',
    ]);
  });
});
