// What the built shop was built from: one hash over the sources the two builds read (the web app,
// the server, the shared packages, the payment sandbox and the lock file), test files left out.
// `npm run build` saves it beside the server's bundle; `npm start` builds again only when the
// sources no longer match it, so a start with nothing changed takes seconds instead of minutes.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_FOLDERS = ['apps', 'packages'];
const SOURCE_FILES = ['package-lock.json'];
/** Outputs, data and reports: never read by a build. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
]);
const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;

export const FINGERPRINT_FILE = path.join(ROOT, 'apps/server/dist/build-fingerprint.txt');
/** What a start needs: without either the shop cannot run, whatever the fingerprint says. */
const BUILT_ENTRIES = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((entry) =>
  path.join(ROOT, entry),
);

const sourceFilesUnder = async (folder) => {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesUnder(full);
      return entry.isFile() && !TEST_FILE.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat();
};

/** The hash of every source file's path and content, in a stable order. */
export const sourceFingerprint = async (root = ROOT) => {
  const folders = await Promise.all(
    SOURCE_FOLDERS.map((folder) => sourceFilesUnder(path.join(root, folder))),
  );
  const files = [...folders.flat(), ...SOURCE_FILES.map((file) => path.join(root, file))]
    .filter((file) => existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** Why the shop must be built before it starts, or null when the last build is current. */
export const reasonToBuild = async () => {
  if (BUILT_ENTRIES.some((entry) => !existsSync(entry))) return 'the shop has not been built yet';
  const saved = existsSync(FINGERPRINT_FILE) ? (await readFile(FINGERPRINT_FILE, 'utf8')).trim() : '';
  if (saved === '') return 'the last build did not record what it was built from';
  return saved === (await sourceFingerprint()) ? null : 'the sources changed since the last build';
};

export const saveFingerprint = async () => writeFile(FINGERPRINT_FILE, `${await sourceFingerprint()}\n`);

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'save') {
  await saveFingerprint();
}
