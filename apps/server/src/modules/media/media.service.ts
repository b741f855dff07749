import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import {
  isAllowedSniffedType,
  MAX_UPLOAD_BYTES,
  type UploadKind,
} from '@shop/domain/validation/upload-rules';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { SessionUserRow } from '../../plugins/session';
import { HOMEWORK_FILE_MAX_BYTES, isHomeworkDocument } from '@shop/domain/learning/homework-files';
import { IMAGE_VARIANTS, processImage, type ImageMime } from './image-processing';
import { insertMediaFile } from './media.repository';
import { readVideoDuration } from './video-duration';
import { queueTranscode } from './video/video-transcodes.repository';
import type { ReceivedUpload } from './upload-reader';
import { checkRoomForUpload, type Uploader, type UploadLimits } from './upload-room';

const isAdmin = (user: SessionUserRow | null) => user?.roles.includes('admin') ?? false;

/**
 * Everyone may upload images (registration needs them before an account exists); only
 * administrators videos and documents (a lecture's PDF).
 */
export const uploadKindsFor = (user: SessionUserRow | null): UploadKind[] =>
  isAdmin(user) ? ['image', 'video', 'document'] : ['image'];

/** The largest file the caller may send, before its content is known. */
export const maxUploadBytesFor = (user: SessionUserRow | null): number =>
  Math.max(...uploadKindsFor(user).map((kind) => MAX_UPLOAD_BYTES[kind]));

const refuse = (code: string, message: string, result?: unknown) => new AppError(code, { message, result });

/** What an upload becomes: the files to write and the row that records them. */
type Prepared = {
  files: { name: string; body: Buffer | Readable }[];
  bytes: number;
  width: number | null;
  height: number | null;
  variants: Record<string, string>;
  /** A video's length in seconds, read from the file; null for anything else. */
  durationSeconds?: number | null;
};

const prepareImage = async (path: string, mime: ImageMime, stem: string, ext: string): Promise<Prepared> => {
  const image = await processImage(await readFile(path), mime).catch(() => {
    throw refuse(ErrorCode.FILE_TYPE_NOT_ALLOWED, 'The image cannot be read');
  });
  const prepared: Prepared = {
    files: [{ name: `${stem}.${ext}`, body: image.data }],
    bytes: image.data.length,
    width: image.width,
    height: image.height,
    variants: {},
  };
  for (const variant of image.variants) {
    const size = IMAGE_VARIANTS[variant.purpose];
    const name = `${stem}-${String(size.width)}x${String(size.height)}.${ext}`;
    prepared.files.push({ name, body: variant.data });
    prepared.variants[variant.purpose] = name;
    prepared.bytes += variant.data.length;
  }
  return prepared;
};

/** Writes the files, then the row; if anything fails, the files already written go again. */
const saveAll = async (storage: FileStorage, prepared: Prepared, record: () => Promise<void>) => {
  const written: string[] = [];
  try {
    for (const file of prepared.files) {
      await storage.save(file.name, file.body);
      written.push(file.name);
    }
    await record();
  } catch (error) {
    await Promise.all(written.map((name) => storage.remove(name)));
    throw error;
  }
};

type StoreContext = {
  uploader: SessionUserRow | null;
  ip: string;
  /** The visitor's key when no one is signed in: the visitor owns the file until an account claims it. */
  visitorKey: string | null;
  limits: UploadLimits;
  now: Date;
  /**
   * Files private whoever sends them (transfer slips, homework), with their purpose; `acceptsPdf`
   * lets a PDF through besides images (homework).
   */
  privateFor?: { purpose: string; acceptsPdf?: boolean };
};

/** A file kept as it came (a video, a PDF): one file, no copies. */
const asIs = (path: string, name: string, size: number): Prepared => ({
  files: [{ name, body: createReadStream(path) }],
  bytes: size,
  width: null,
  height: null,
  variants: {},
});

/** Who sends the upload, as ownership and the limits count them. */
const uploaderOf = (context: StoreContext): Uploader => ({
  userId: context.uploader?.id ?? null,
  // A signed-in user's files are their account's; the visitor key counts only for a visitor.
  visitorKey: context.uploader ? null : context.visitorKey,
  ip: context.ip,
  isAdministrator: isAdmin(context.uploader),
});

/**
 * An administrator's upload is the catalogue's: public and kept. Anyone else's is theirs alone
 * (private) until a registration, a tax profile, a slip report or homework claims it, and is
 * removed after its life if nothing does.
 */
const ownership = (context: StoreContext) => {
  const { visitorKey, isAdministrator } = uploaderOf(context);
  return {
    visitorKey,
    visibility: context.privateFor || !isAdministrator ? 'private' : 'public',
    isLimited: !isAdministrator,
    expiresAt: isAdministrator ? null : new Date(context.now.getTime() + context.limits.unclaimedLifeMs),
  };
};

const recordOf = (
  upload: ReceivedUpload,
  context: StoreContext,
  file: { fileName: string; mimeType: string; kind: string },
  prepared: Prepared,
) => ({
  ...file,
  originalName: upload.originalName,
  sizeBytes: prepared.bytes,
  width: prepared.width,
  height: prepared.height,
  durationSeconds: prepared.durationSeconds ?? null,
  variants: prepared.variants,
  uploadedBy: context.uploader?.id ?? null,
  uploaderIp: context.ip,
  ...ownership(context),
  purpose: context.privateFor?.purpose ?? null,
});

/**
 * Stores one upload in the specification's order of checks (storage, then the uploader's daily
 * allowance, type, size): the type is sniffed from the content, never taken from the name or the
 * browser; the server names the file; images are re-encoded without their metadata and resized to
 * the shop's sizes.
 */
export const storeUpload = async (
  db: Database,
  storage: FileStorage,
  upload: ReceivedUpload,
  context: StoreContext,
): Promise<string> => {
  const size = (await stat(upload.path)).size;
  await checkRoomForUpload(db, uploaderOf(context), size, context);
  const sniffed = await fileTypeFromFile(upload.path);
  if (context.privateFor?.acceptsPdf && isHomeworkDocument(sniffed?.mime)) {
    if (size > HOMEWORK_FILE_MAX_BYTES)
      throw refuse(ErrorCode.FILE_TOO_LARGE, 'The file is too large', { maxBytes: HOMEWORK_FILE_MAX_BYTES });
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    const prepared = asIs(upload.path, name, size);
    await saveAll(storage, prepared, () =>
      insertMediaFile(
        db,
        recordOf(
          upload,
          context,
          { fileName: name, mimeType: 'application/pdf', kind: 'document' },
          prepared,
        ),
      ),
    );
    return name;
  }
  // A private file is otherwise a document a buyer photographed (a transfer slip): an image.
  const kinds: UploadKind[] = context.privateFor ? ['image'] : uploadKindsFor(context.uploader);
  const kind = kinds.find((candidate) => isAllowedSniffedType(candidate, sniffed?.mime));
  if (!kind || !sniffed) throw refuse(ErrorCode.FILE_TYPE_NOT_ALLOWED, 'File type is not allow to upload.');
  if (size > MAX_UPLOAD_BYTES[kind]) {
    throw refuse(ErrorCode.FILE_TOO_LARGE, 'The file is too large', { maxBytes: MAX_UPLOAD_BYTES[kind] });
  }
  const stem = randomBytes(16).toString('hex');
  const prepared: Prepared =
    kind === 'image'
      ? await prepareImage(upload.path, sniffed.mime as ImageMime, stem, sniffed.ext)
      : asIs(upload.path, `${stem}.${sniffed.ext}`, size);
  // A lecture shows its video's length; an administrator never has to type it.
  // 0: read, and the file states no length (null is kept for videos never read).
  if (kind === 'video') prepared.durationSeconds = (await readVideoDuration(upload.path)) ?? 0;
  const fileName = `${stem}.${sniffed.ext}`;
  await saveAll(storage, prepared, async () => {
    await insertMediaFile(
      db,
      recordOf(upload, context, { fileName, mimeType: sniffed.mime, kind }, prepared),
    );
    // Played as uploaded until the transcode worker has made its HLS ladder.
    if (kind === 'video') await queueTranscode(db, fileName);
  });
  return fileName;
};
