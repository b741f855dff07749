import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file under DATA_DIR that keeps the control secret the shop made itself. */
export const SANDBOX_CONTROL_SECRET_FILE = 'sandbox-control-secret';

type Log = { info(fields: object, message: string): void };

const readKept = async (file: string): Promise<string | null> => {
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    return kept.length >= 16 ? kept : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The secret the sandbox's control API answers (header `x-sandbox-control`): SANDBOX_CONTROL_SECRET,
 * else the one kept in DATA_DIR, else a new random one written there (readable by this user only).
 * The log names the file, never the secret: whoever may read the shop's data folder may drive the
 * sandbox, as a test on the same machine does.
 */
export const sandboxControlSecretOf = async (
  config: { SANDBOX_CONTROL_SECRET?: string | undefined; DATA_DIR: string },
  log: Log,
): Promise<string> => {
  if (config.SANDBOX_CONTROL_SECRET) return config.SANDBOX_CONTROL_SECRET;
  const file = path.resolve(config.DATA_DIR, SANDBOX_CONTROL_SECRET_FILE);
  const secret = (await readKept(file)) ?? randomBytes(24).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  log.info(
    { file },
    'payment sandbox: its control API (/sandbox/__control) takes the secret in this file as the x-sandbox-control header',
  );
  return secret;
};
