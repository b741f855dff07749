// Prints how much JavaScript the shell and the course page download (gzip), from Vite's manifest:
// a page needs its entry's static imports; lazy parts are counted where the page opens them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const gzipKb = (files) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  ) / 1024;

const page = (keys) => keys.reduce((files, key) => closure(key, files), new Set());

const route = 'src/app/routes/catalog/course-route.tsx';
const layouts = (name) => `src/features/course-page/components/layouts/${name}.tsx`;
const blocks = ['curriculum-block', 'comments-block', 'related-courses'].map(
  (name) => `src/features/course-page/components/blocks/${name}.tsx`,
);
const rows = [
  ['app shell (every page)', page(['index.html'])],
  ['course page, layout 1, first view', page(['index.html', route, layouts('layout-one')])],
  ['course page, layout 1, all blocks open', page(['index.html', route, layouts('layout-one'), ...blocks])],
  [
    'course page, layout 4 with purchase',
    page([
      'index.html',
      route,
      layouts('layout-four'),
      'src/features/checkout/components/purchase-without-registration.tsx',
    ]),
  ],
];
console.log('\nJavaScript downloaded (gzip -9, as served with Content-Encoding: gzip; brotli is smaller):');
for (const [name, files] of rows) {
  console.log(
    `  ${name.padEnd(42)} ${gzipKb(files).toFixed(1).padStart(7)} KB in ${String(files.size)} files`,
  );
}

// The back office is for administrators only: none of its code may be in what a buyer's page
// downloads. Its components are the only code that asks for the `admin.` texts, so a buyer page's
// file holding such a key means an admin module was pulled into the shop's chunks.
const adminTextKey = /["'`]admin\.[a-z]+\.[A-Za-z]/;
const leaks = rows.flatMap(([name, files]) =>
  [...files]
    .filter((file) => adminTextKey.test(readFileSync(path.join(dist, file), 'utf8')))
    .map((file) => `${name}: ${file}`),
);
if (leaks.length > 0) {
  console.error(`\nBack-office code reached a buyer's page:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log("  no back-office code on a buyer's page");
