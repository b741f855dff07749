// The static checks: each is one process that mostly keeps one core busy, so on a two-core machine
// they run side by side (scripts/side-by-side.mjs).
import { fileURLToPath } from 'node:url';

const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

export const STATIC_CHECKS = [
  {
    label: 'type check of every workspace (TypeScript 7)',
    command: process.execPath,
    args: [fileURLToPath(new URL('./typecheck.mjs', import.meta.url))],
  },
  {
    label: 'ESLint',
    command: process.execPath,
    args: [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.'],
  },
  {
    label: 'Prettier',
    command: process.execPath,
    args: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level=warn', '.'],
  },
];
