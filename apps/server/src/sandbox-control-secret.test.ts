import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_CONTROL_SECRET_FILE, sandboxControlSecretOf } from './sandbox-control-secret';

const folders: string[] = [];
const dataDir = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-secret-'));
  folders.push(folder);
  return folder;
};
const lines: { fields: object; message: string }[] = [];
const log = { info: (fields: object, message: string) => void lines.push({ fields, message }) };

afterEach(async () => {
  lines.length = 0;
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("the sandbox's control secret", () => {
  it('is made at the first start, kept in the data folder for its owner only, and named in the log by its file', async () => {
    const folder = await dataDir();

    const first = await sandboxControlSecretOf({ DATA_DIR: folder }, log);
    const second = await sandboxControlSecretOf({ DATA_DIR: folder }, log);

    const file = path.join(folder, SANDBOX_CONTROL_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(lines[0]?.fields).toEqual({ file });
    expect(JSON.stringify(lines)).not.toContain(first);
  });

  it('is SANDBOX_CONTROL_SECRET when it is set, and then nothing is written', async () => {
    const folder = await dataDir();

    const secret = await sandboxControlSecretOf(
      { DATA_DIR: folder, SANDBOX_CONTROL_SECRET: 'a-secret-the-tests-hold' },
      log,
    );

    expect(secret).toBe('a-secret-the-tests-hold');
    await expect(stat(path.join(folder, SANDBOX_CONTROL_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });
});
