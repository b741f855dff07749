// Node 24 LTS beside the machine's Node, for the tests that run on both (see docs/decisions/tooling.md,
// "Tests across two Node versions"). `find` prints its path when it is there; `install` fetches it from the
// npm registry first (the node-<platform>-<arch> package holds the official binary) into a cache
// outside the repository, so `npm ci` does not remove it. Either exits 1 without printing when
// there is no Node 24 to be had.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const NODE24_VERSION = '24.21.0';

const cacheDir = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
  'course-shop',
  `node-${NODE24_VERSION}`,
);
const binaryPackage = `node-${process.platform}-${process.arch}`;
const cachedBinary = path.join(cacheDir, 'node_modules', binaryPackage, 'bin', 'node');

const versionOf = (binary) => {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

/** NODE24_BIN when it names a Node 24, else the cached one, else null. */
export const findNode24 = () => {
  for (const candidate of [process.env.NODE24_BIN, cachedBinary]) {
    if (candidate && existsSync(candidate) && versionOf(candidate)?.startsWith('v24.')) return candidate;
  }
  return null;
};

const install = () => {
  mkdirSync(cacheDir, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', `${binaryPackage}@${NODE24_VERSION}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return findNode24();
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command] = process.argv.slice(2);
  let found = findNode24();
  if (!found && command === 'install') {
    try {
      found = install();
    } catch (error) {
      console.error(
        `Node ${NODE24_VERSION} could not be installed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else if (command !== 'find' && command !== 'install') {
    console.error('usage: node24.mjs find | install');
    process.exit(2);
  }
  if (!found) process.exit(1);
  console.log(found);
}
