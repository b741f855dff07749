// Prints how much JavaScript the public pages download, from Vite's manifest: a page needs its
// entry's static imports; lazy parts are counted where the page opens them. Sizes are brotli, as
// the server sends them (the precompressed `.br` files), and gzip -9 beside them. The first view
// of the public pages must stay within issue 14's budget: 200 KB in at most 15 scripts; the pages
// after the first one (cart, payment step, lessons, My courses, the back office's orders) within
// theirs (`first-view-budget.mjs`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isWithin, overBudget, PAGES_AFTER_THE_FIRST, PUBLIC_PAGES_BUDGET } from './first-view-budget.mjs';

const BUDGET = PUBLIC_PAGES_BUDGET;

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The chunk files a module needs before it runs: itself and its static imports, recursively. */
const closure = (key, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
};

const brotliBytes = (file) => {
  const full = path.join(dist, file);
  return existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(readFileSync(full)).length;
};
const kb = (files, measure) => [...files].reduce((sum, file) => sum + measure(file), 0) / 1024;
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const page = (keys) => keys.reduce((files, key) => closure(key, files), new Set());
const chunkOf = (file) => {
  if (!manifest[file]) throw new Error(`${file} is no longer a chunk of its own: update report-bundle.mjs`);
  return file;
};

const comments = chunkOf('src/features/course-page/components/blocks/comments-block.tsx');
const purchase = chunkOf('src/features/checkout/components/purchase-without-registration.tsx');
// The page's entry waits for the first paint, then runs the shop's code (`src/boot.tsx`): both
// are downloaded from the start (the page's head preloads them).
const boot = chunkOf('src/boot.tsx');
const firstView = page(['index.html', boot]);
const rows = [
  ['first view: home, lists, course page (any layout), product', firstView],
  ['course page with its questions tab open', page(['index.html', boot, comments])],
  ['layout 4 scrolled to its purchase form', page(['index.html', boot, purchase])],
];
console.log('\nJavaScript downloaded (brotli as the server sends it; gzip -9 in brackets):');
for (const [name, files] of rows) {
  console.log(
    `  ${name.padEnd(60)} ${kb(files, brotliBytes).toFixed(1).padStart(6)} KB (${kb(files, gzipBytes).toFixed(1)}) in ${String(files.size)} files`,
  );
}

const firstViewKb = kb(firstView, brotliBytes);
if (firstViewKb > BUDGET.kb || firstView.size > BUDGET.scripts) {
  console.error(
    `\nThe public pages' first view is over its budget of ${String(BUDGET.kb)} KB in ${String(BUDGET.scripts)} scripts: ` +
      `${firstViewKb.toFixed(1)} KB in ${String(firstView.size)}.`,
  );
  process.exit(1);
}
console.log(`  within the budget of ${String(BUDGET.kb)} KB in ${String(BUDGET.scripts)} scripts`);

// The back office and the lesson player are never on a buyer's page. Their components are the
// only code that asks for the `admin.` and `learning.` texts, so a buyer page's file holding such
// a key means one of their modules was pulled into the shop's chunks.
const otherAreaTextKey = /["'`](?:admin|learning)\.[a-z]+\.[A-Za-z]/;
const leaks = rows.flatMap(([name, files]) =>
  [...files]
    .filter((file) => otherAreaTextKey.test(readFileSync(path.join(dist, file), 'utf8')))
    .map((file) => `${name}: ${file}`),
);
if (leaks.length > 0) {
  console.error(`\nBack-office or lesson code reached a buyer's page:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log("  no back-office or lesson code on a buyer's page");

// The pages after the first one, opened from the address bar: the entry, the shop's code, and
// the code their routes import before they render (the contract's routes and the parts they open
// come with their first calls, a few more files; `scripts/first-view-scripts.mjs` measures those
// in Chromium).
console.log('\nThe pages after the first one (target of issue 27; the build fails past the ceiling):');
const measured = PAGES_AFTER_THE_FIRST.map((target) => {
  const files = page(['index.html', boot, ...target.modules.map(chunkOf)]);
  return { page: target, view: { kb: kb(files, brotliBytes), scripts: files.size } };
});
for (const { page: target, view } of measured) {
  const { target: goal, ceiling } = target;
  console.log(
    `  ${target.name.padEnd(60)} ${view.kb.toFixed(1).padStart(6)} KB in ${String(view.scripts).padStart(2)} files` +
      `  target ${String(goal.kb)} KB in ${String(goal.scripts)}${isWithin(view, goal) ? '' : ' ✗'}` +
      (ceiling ? `, ceiling ${String(ceiling.kb)} KB in ${String(ceiling.scripts)}` : ''),
  );
}
const refused = overBudget(measured);
if (refused.length > 0) {
  console.error(`\nA page after the first one is over its budget:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}

// The wire's schemas come with a page's first call to the API (`lazyRoute`): building them was a
// third of what a phone did before the page answered a tap. A first-view file that holds zod
// means a module of the first view imports a schema module again.
const sourcesOf = (file) => {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
};
const schemaFiles = [...firstView].filter((file) =>
  sourcesOf(file).some((source) => /node_modules[\\/]zod[\\/]/.test(source)),
);
if (schemaFiles.length > 0) {
  console.error(
    `\nzod reached the public pages' first view (in ${schemaFiles.join(', ')}): import the contract's ` +
      'routes with lazyRoute (src/lib/api-client.ts) and its types with `import type`.',
  );
  process.exit(1);
}
console.log('  no schema is built before a page calls the API');
