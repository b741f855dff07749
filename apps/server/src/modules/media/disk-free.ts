import { statfs } from 'node:fs/promises';

/**
 * Bytes an unprivileged process may still write on the disk holding `dir` (local storage), or
 * null when the system cannot tell: then only the configured quota counts.
 */
export const diskFreeBytes = async (dir: string): Promise<number | null> => {
  try {
    const info = await statfs(dir);
    return info.bavail * info.bsize;
  } catch {
    return null;
  }
};
