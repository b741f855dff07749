// The static checks, each one process (scripts/side-by-side.mjs runs them).
import { fileURLToPath } from 'node:url';

const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

export const TYPE_CHECK = {
  label: 'type check of every workspace (TypeScript 7)',
  command: process.execPath,
  args: [fileURLToPath(new URL('./typecheck.mjs', import.meta.url))],
};

/** ESLint with type information: the longest check, about two minutes of one core. */
export const ESLINT = {
  label: 'ESLint',
  command: process.execPath,
  args: [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.'],
};

export const PRETTIER = {
  label: 'Prettier',
  command: process.execPath,
  args: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level=warn', '.'],
};

/** The server's module boundaries: each module reached only through its index, no module loops. */
export const MODULE_BOUNDARIES = {
  label: 'server module boundaries',
  command: process.execPath,
  args: [fileURLToPath(new URL('./module-boundaries.mjs', import.meta.url))],
};

export const STATIC_CHECKS = [TYPE_CHECK, ESLINT, PRETTIER, MODULE_BOUNDARIES];
