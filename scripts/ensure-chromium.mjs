// `npm test` runs browser tests in Debian's Chromium. Install it when we may (root), or say
// exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromium)) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`${chromium} not found; installing Debian's chromium package...`);
  execSync(
    'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium',
    {
      stdio: 'inherit',
    },
  );
  if (existsSync(chromium)) process.exit(0);
}

console.error(
  [
    `The browser tests need Chromium at ${chromium}, and it is not there.`,
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at a Chromium you already have.',
  ].join('\n'),
);
process.exit(1);
