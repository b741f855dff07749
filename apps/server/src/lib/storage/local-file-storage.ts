import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isSafeStorageName, type ByteRange, type FileStorage } from './file-storage';

const resolveIn = (root: string, name: string): string => {
  // Refused before the path is built, so no name can reach outside the folder.
  if (!isSafeStorageName(name)) throw new Error(`unsafe storage name: ${JSON.stringify(name)}`);
  return path.join(root, name);
};

// A save writes here first, so a reader never sees half a file; a killed process leaves it behind.
const unfinishedPath = (root: string, name: string): string => {
  resolveIn(root, name);
  return path.join(root, `.${name}.partial`);
};

/** Files in one local folder (DATA_DIR/uploads); each is written under a temporary name, then renamed. */
export const createLocalFileStorage = (root: string): FileStorage => ({
  async save(name, body) {
    const target = resolveIn(root, name);
    await mkdir(root, { recursive: true });
    const temporary = unfinishedPath(root, name);
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  },

  async size(name) {
    try {
      const info = await stat(resolveIn(root, name));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  },

  read(name, range?: ByteRange) {
    const file = resolveIn(root, name);
    return range ? createReadStream(file, { start: range.start, end: range.end }) : createReadStream(file);
  },

  async remove(name) {
    await unlink(resolveIn(root, name)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  },

  async discardUnfinished(name) {
    await unlink(unfinishedPath(root, name)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  },

  // A folder has no address of its own: the server streams its files after its own checks.
  signedUrl: () => Promise.resolve(null),
});
