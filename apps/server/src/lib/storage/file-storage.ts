import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends included (as in an HTTP Range header). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live. Only the local folder exists for now; an S3-compatible bucket for
 * several instances would implement the same four calls.
 */
export type FileStorage = {
  /** Stores bytes under `name`, replacing nothing: names are random and used once. */
  save(name: string, body: Buffer | Readable): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  size(name: string): Promise<number | null>;
  /** A stream of the file (or of a range of it). */
  read(name: string, range?: ByteRange): Readable;
  remove(name: string): Promise<void>;
};

// Names the server generates: letters, digits, - and _, one dot before the extension.
const SAFE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]{1,5}$/;

/** Whether `name` could be a stored file's name; anything with a path or a leading dot is not. */
export const isSafeStorageName = (name: string): boolean => SAFE_NAME.test(name) && name.length <= 100;
