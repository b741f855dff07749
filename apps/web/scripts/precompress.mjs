// Writes .br and .gz beside every compressible file of the build, so the server sends
// compressed assets without compressing them on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.map', '.txt']);
const root = path.resolve(process.argv[2] ?? 'dist');

const walk = async (folder) => {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    ),
  );
  return files.flat();
};

let before = 0;
let after = 0;
for (const file of await walk(root)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || file.endsWith('.map')) continue;
  const body = await readFile(file);
  if ((await stat(file)).size < 1024) continue;
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += brotli.length;
}
console.log(
  `precompressed ${(before / 1024).toFixed(0)} KB of assets to ${(after / 1024).toFixed(0)} KB (brotli)`,
);
