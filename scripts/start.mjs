// `npm start`: build the shop when its sources changed since the last build (or it was never
// built), then run the built server in this process.
import { spawnSync } from 'node:child_process';
import { reasonToBuild } from './build-fingerprint.mjs';
import { noteOlderNode } from './node-version-note.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const olderNode = noteOlderNode();
if (olderNode) console.log(olderNode);
const reason = await reasonToBuild();
if (reason === null) {
  console.log('The sources are unchanged since the last build: starting the built shop.');
} else {
  console.log(`Building the shop first (${reason}); this takes a minute or two.`);
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../apps/server/dist/main.js');
