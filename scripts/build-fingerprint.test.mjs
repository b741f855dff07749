import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceFingerprint } from './build-fingerprint.mjs';

describe('the build fingerprint that lets npm start skip an unneeded build', () => {
  let root = '';
  const write = async (file, text) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fingerprint-'));
    await write('package-lock.json', '{}');
    await write('apps/web/src/cart.tsx', 'export const Cart = 1;');
    await write('packages/domain/src/price-order.ts', 'export const priceOrder = 1;');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stays the same when nothing changed', async () => {
    expect(await sourceFingerprint(root)).toBe(await sourceFingerprint(root));
  });

  it('changes when a source file, a new file or the lock file changes', async () => {
    const before = await sourceFingerprint(root);
    await write('apps/web/src/cart.tsx', 'export const Cart = 2;');
    const afterEdit = await sourceFingerprint(root);
    await write('packages/domain/src/new-rule.ts', 'export {};');
    const afterNewFile = await sourceFingerprint(root);
    await write('package-lock.json', '{"lockfileVersion":3}');
    const afterLock = await sourceFingerprint(root);
    expect(new Set([before, afterEdit, afterNewFile, afterLock]).size).toBe(4);
  });

  it('ignores build outputs, dependencies, data and test files', async () => {
    const before = await sourceFingerprint(root);
    await write('apps/web/dist/index.html', '<html></html>');
    await write('apps/server/dist/main.js', 'start()');
    await write('apps/server/node_modules/x/index.js', '');
    await write('apps/server/data/shop.db', 'rows');
    await write('apps/web/src/cart.test.tsx', 'it()');
    expect(await sourceFingerprint(root)).toBe(before);
  });
});
