import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends included (as in an HTTP Range header). */
export type ByteRange = { start: number; end: number };

/** What the browser is told about a file it fetches from a signed address. */
export type SignedUrlHeaders = { contentType: string; cacheControl: string; contentDisposition?: string };

/**
 * Where uploaded files live: a local folder (one instance, or a volume they share) or an
 * S3-compatible bucket (several instances).
 */
export type FileStorage = {
  /** Stores bytes under `name`, replacing nothing: names are random and used once. */
  save(name: string, body: Buffer | Readable): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  size(name: string): Promise<number | null>;
  /** A stream of the file (or of a range of it). */
  read(name: string, range?: ByteRange): Readable;
  remove(name: string): Promise<void>;
  /**
   * Removes what a save of `name` cut short by a killed process left behind, so the next save of
   * that name starts clean; the finished file, if any, stays.
   */
  discardUnfinished(name: string): Promise<void>;
  /**
   * A short-lived address the browser may fetch the file from itself, answered with these
   * headers; null when the storage has none (a local folder: the server streams the file).
   */
  signedUrl(name: string, headers: SignedUrlHeaders): Promise<string | null>;
};

// Names the server generates: letters, digits, - and _, one dot before the extension.
const SAFE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]{1,5}$/;

/** Whether `name` could be a stored file's name; anything with a path or a leading dot is not. */
export const isSafeStorageName = (name: string): boolean => SAFE_NAME.test(name) && name.length <= 100;
