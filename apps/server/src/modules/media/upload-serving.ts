import type { Readable } from 'node:stream';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ByteRange, FileStorage } from '../../lib/storage/file-storage';
import { attachmentDisposition, DOCUMENT_CSP, isUserDocument } from './document-download';
import { findMediaFile } from './media.repository';
import type { UploadOwner } from './upload-owner';

// Only names this server generates: 32 hex digits, an optional -WxH of a resized copy, an extension.
const GENERATED_NAME = /^([0-9a-f]{32})(-\d{1,4}x\d{1,4})?\.([a-z0-9]{2,4})$/;

export type ServedUpload = {
  status: 200 | 206 | 302 | 416;
  headers: Record<string, string>;
  body: Readable | null;
};

const PRIVATE_CACHE = 'private, no-store';

/** A redirect to a signed address: never cached, and the address is not passed on as a referrer. */
const signedRedirect = (location: string): ServedUpload => ({
  status: 302,
  headers: { location, 'cache-control': PRIVATE_CACHE, 'referrer-policy': 'no-referrer' },
  body: null,
});

/** The viewer's own file: their account's, or their visitor key's while no account has claimed it. */
const isOwnersFile = (
  media: { uploadedBy: number | null; visitorKey: string | null },
  viewer: UploadOwner,
): boolean =>
  media.uploadedBy === null
    ? viewer.visitorKey !== null && media.visitorKey === viewer.visitorKey
    : media.uploadedBy === viewer.userId;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such file' });

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range; null for none, 'invalid' when unsatisfiable. */
export const parseRange = (header: string | undefined, size: number): ByteRange | null | 'invalid' => {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [, first = '', last = ''] = match;
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return range.start > range.end || range.start >= size ? 'invalid' : range;
};

/**
 * An upload (or one of its resized copies) with the type recorded when it was stored. Names are
 * random and never reused, so a public file can be cached for a year; videos are served in
 * ranges. A private file (a transfer slip, a tax certificate, a visitor's upload not yet claimed)
 * reaches only its owner and administrators, uncached; one someone sent is a download.
 */
export const openUpload = async (
  db: Database,
  storage: FileStorage,
  name: string,
  rangeHeader: string | undefined,
  viewer: UploadOwner & { isAdmin: boolean },
): Promise<ServedUpload> => {
  const match = GENERATED_NAME.exec(name);
  if (!match) throw notFound();
  const [, stem = '', variant, ext = ''] = match;
  const media = await findMediaFile(db, `${stem}.${ext}`);
  if (!media || (variant !== undefined && !Object.values(media.variants).includes(name))) throw notFound();
  const isPrivate = media.visibility === 'private';
  // A private file does not exist for anyone but its owner and the administrators.
  if (isPrivate && !(viewer.isAdmin || isOwnersFile(media, viewer))) throw notFound();
  const size = await storage.size(name);
  if (size === null) throw notFound();
  // Someone's document is a download that runs nothing, never a page of the shop's origin: a PDF
  // with a JavaScript action once opened inline for the administrator marking it.
  const disposition = isUserDocument(media) ? attachmentDisposition(name, media.originalName) : null;
  // After the shop's own check, a bucket serves a private document itself from a short-lived
  // address (its own origin); videos stay streamed, as a player seeks long after any such address
  // has expired.
  if (isPrivate && !media.mimeType.startsWith('video/')) {
    const signed = await storage.signedUrl(name, {
      contentType: media.mimeType,
      cacheControl: PRIVATE_CACHE,
      ...(disposition ? { contentDisposition: disposition } : {}),
    });
    if (signed) return signedRedirect(signed);
  }
  return serveStoredFile(storage, name, size, rangeHeader, {
    'content-type': media.mimeType,
    'cache-control': isPrivate ? PRIVATE_CACHE : 'public, max-age=31536000, immutable',
    ...(disposition ? { 'content-disposition': disposition, 'content-security-policy': DOCUMENT_CSP } : {}),
  });
};

/**
 * A stored file, whole or the one byte range asked for (videos seek with ranges), with the
 * headers given and the ones every stored file gets (no sniffing, ranges accepted).
 */
export const serveStoredFile = (
  storage: FileStorage,
  name: string,
  size: number,
  rangeHeader: string | undefined,
  given: Record<string, string>,
): ServedUpload => {
  const headers: Record<string, string> = {
    ...given,
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
  };
  const range = parseRange(rangeHeader, size);
  if (range === 'invalid')
    return { status: 416, headers: { ...headers, 'content-range': `bytes */${String(size)}` }, body: null };
  if (range === null)
    return { status: 200, headers: { ...headers, 'content-length': String(size) }, body: storage.read(name) };
  return {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`,
    },
    body: storage.read(name, range),
  };
};
