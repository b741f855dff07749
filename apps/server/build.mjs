// Bundles the server and the workspace packages it imports into dist/; npm packages stay
// external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const readManifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
// The workspace packages are inlined, so their own npm dependencies must load from node_modules too.
const manifests = [
  './package.json',
  '../../packages/domain/package.json',
  '../../packages/contract/package.json',
  '../payment-sandbox/package.json',
].map(readManifest);
const external = [
  ...new Set(
    manifests.flatMap((manifest) => [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]),
  ),
].filter((name) => !name.startsWith('@shop/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    bench: 'src/bench/bench.ts',
    'bench-spray': 'src/bench/bench-spray.ts',
    'seed-large': 'src/bench/seed-large.ts',
    'bench-scale': 'src/bench/bench-scale.ts',
    'bench-slips': 'src/bench/bench-slips.ts',
    'bench-video': 'src/bench/bench-video.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
