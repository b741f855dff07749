// The server's module boundaries, held in `npm test`: a module is reached only through its
// index.ts (from another module or from app.ts, the plugins, the seed...), module dependencies
// form no loop, and a module writes only the tables `db/table-owners.ts` gives it. ESLint's import
// rules see files, not folders, and report cycles file by file, so the folder-level rules are this
// small script of ours. `--reads` also counts reads of another module's tables.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test files and their kits may reach into the module they exercise; production code may not. */
const isTestFile = (path) => /\.test\.tsx?$|test-kit|test-helpers|test-client|test-fixtures/.test(path);

const sourceFiles = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const resolveImport = (from, specifier) => {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, base, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
};

/** Relative specifiers of a file's static imports and re-exports, type-only ones included. */
const importsOf = (source) =>
  [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]*)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g),
  ].map((match) => match[1]);

/** Strongly connected groups of two or more modules (Tarjan), each sorted by name. */
const loopsOf = (edges) => {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (module) => {
    index.set(module, counter);
    low.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of edges.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module), low.get(next)));
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module), index.get(next)));
    }
    if (low.get(module) !== index.get(module)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const module of [...edges.keys()].sort()) if (!index.has(module)) visit(module);
  return loops;
};

/** Imports from files beside the modules (not tests, not `test/`) into a module's private files. */
const outsidePrivateImports = (root, outside) => {
  const found = [];
  for (const file of sourceFiles(outside)) {
    const path = relative(outside, file);
    if (file.startsWith(root + sep) || isTestFile(file) || path.split(sep)[0] === 'test') continue;
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (!target || !target.startsWith(root + sep)) continue;
      const inModule = relative(root, target).split(sep);
      // register-modules.ts, beside the modules, is how the app takes them all in.
      if (inModule.length === 1 || (inModule.length === 2 && inModule[1] === 'index.ts')) continue;
      found.push(`${path} -> ${relative(outside, target)}`);
    }
  }
  return found;
};

/**
 * Reads the modules below `root` (each folder one module). Answers the imports that reach into
 * another module's private files, the module dependencies, and the loops among them. With
 * `outside` (the server's source folder holding `root`), the files there that are not modules
 * (app.ts, main.ts, plugins, the seed...) are held to the same rule: a module's index only.
 * Their test kits (`test/`) may reach in, as tests may.
 */
export const readModuleBoundaries = (root, { outside } = {}) => {
  const moduleOf = (path) => {
    const parts = relative(root, path).split(sep);
    return parts.length > 1 ? parts[0] : null;
  };
  const privateImports = [];
  const edges = new Map();
  for (const file of sourceFiles(root)) {
    const from = moduleOf(file);
    const test = isTestFile(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (!target || !target.startsWith(root + sep)) continue;
      const to = moduleOf(target);
      if (to === null || to === from) continue;
      if (!test && from !== null) {
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
      const isIndex = relative(join(root, to), target) === 'index.ts';
      if (!isIndex && !test) privateImports.push(`${relative(root, file)} -> ${relative(root, target)}`);
    }
  }
  if (outside) privateImports.push(...outsidePrivateImports(root, resolve(outside)));
  return { privateImports, edges, loops: loopsOf(edges) };
};

/** Each table's SQL name by its Drizzle name, read from the schema files. */
const tablesOf = (schemaFolder) =>
  new Map(
    sourceFiles(schemaFolder).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((match) => [
        match[1],
        match[2],
      ]),
    ),
  );

/** The owner of each table by its SQL name, read from `db/table-owners.ts`. */
const ownersOf = (ownersFile) =>
  new Map(
    [...readFileSync(ownersFile, 'utf8').matchAll(/^\s*(\w+): '([\w-]+)',/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );

const WRITE_CALL = /\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g;
const WRITE_SQL = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/g;
const READ_SQL = /\b(?:FROM|JOIN)\s+"?(\w+)"?/g;
const TABLES_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"][./]*db\/tables['"]/g;

/**
 * Who touches whose tables: writes (Drizzle's insert, update or delete of a table, or raw SQL
 * INSERT INTO, UPDATE, DELETE FROM) by a module that does not own the table, and reads (a table
 * taken from the barrel, or named after FROM or JOIN, by a module that does not own it).
 * Production files of the modules only; tests set up whatever rows they need.
 */
export const readTableUse = (root, { schema, owners }) => {
  const tables = tablesOf(schema);
  const owner = ownersOf(owners);
  const sqlNames = new Set(tables.values());
  const foreignWrites = [];
  const foreignReads = [];
  for (const file of sourceFiles(root)) {
    const parts = relative(root, file).split(sep);
    if (parts.length < 2 || isTestFile(file)) continue;
    const module = parts[0];
    const source = readFileSync(file, 'utf8');
    const written = new Set([
      ...[...source.matchAll(WRITE_CALL)].flatMap((match) => tables.get(match[1]) ?? []),
      ...[...source.matchAll(WRITE_SQL)].map((match) => match[1]).filter((name) => sqlNames.has(name)),
    ]);
    const read = new Set([
      ...[...source.matchAll(TABLES_IMPORT)].flatMap((match) =>
        match[1].split(',').flatMap((name) => tables.get(name.trim().split(/\s+as\s+/)[0]) ?? []),
      ),
      ...[...source.matchAll(READ_SQL)].map((match) => match[1]).filter((name) => sqlNames.has(name)),
    ]);
    const path = relative(root, file);
    for (const table of [...written].sort())
      if (owner.get(table) !== module)
        foreignWrites.push(`${path} writes ${table} (owned by ${owner.get(table) ?? 'nobody'})`);
    for (const table of [...read].sort())
      if (!written.has(table) && owner.get(table) !== module)
        foreignReads.push({ file: path, module, table, owner: owner.get(table) ?? 'nobody' });
  }
  return { foreignWrites, foreignReads };
};

/**
 * Loops we know of and are taking apart; each is listed whole, so a loop that grows, a new one,
 * or one that is gone (then remove it here) all fail the check.
 */
export const KNOWN_LOOPS = [];

/**
 * The problems to report: private imports, loops that are not exactly a known one, and writes
 * to another module's tables.
 */
export const boundaryProblems = ({ privateImports, loops, foreignWrites = [] }, knownLoops = KNOWN_LOOPS) => {
  const key = (loop) => [...loop].sort().join(' ');
  const known = new Set(knownLoops.map(key));
  const found = new Set(loops.map(key));
  return [
    ...privateImports.map((line) => `private import: ${line} (import the module's index instead)`),
    ...loops.filter((loop) => !known.has(key(loop))).map((loop) => `module loop: ${loop.join(' <-> ')}`),
    ...[...known]
      .filter((loop) => !found.has(loop))
      .map((loop) => `known loop is gone, remove it from KNOWN_LOOPS: ${loop}`),
    ...foreignWrites.map((line) => `foreign write: ${line}; call the owner's index`),
  ];
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folderArgument = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
  const root = resolve(
    folderArgument ?? fileURLToPath(new URL('../apps/server/src/modules', import.meta.url)),
  );
  const outside = folderArgument ? undefined : dirname(root);
  const tableUse = existsSync(join(dirname(root), 'db', 'table-owners.ts'))
    ? readTableUse(root, {
        schema: join(dirname(root), 'db', 'schema'),
        owners: join(dirname(root), 'db', 'table-owners.ts'),
      })
    : { foreignWrites: [], foreignReads: [] };
  const problems = boundaryProblems({ ...readModuleBoundaries(root, { outside }), ...tableUse });
  for (const problem of problems) console.error(problem);
  if (process.argv.includes('--reads')) {
    const files = new Set(tableUse.foreignReads.map((read) => read.file));
    console.log(
      `foreign table reads: ${String(files.size)} files, ${String(tableUse.foreignReads.length)} file-table pairs`,
    );
  }
  console.log(
    problems.length === 0 ? 'module boundaries hold' : `${String(problems.length)} module boundary problems`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
