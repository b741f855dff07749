// Bundles the server and the workspace packages it imports into dist/; npm packages stay
// external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)].filter(
  (name) => !name.startsWith('@shop/'),
);

await build({
  entryPoints: { main: 'src/main.ts', bench: 'src/bench/bench.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
